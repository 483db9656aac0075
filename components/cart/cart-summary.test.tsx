// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import { formatTaxRate, MoneySummary, salesTaxRows } from './cart-summary'

afterEach(cleanup)

const cart = messagesFor('en-US').Cart as unknown as Record<string, string>
const t = (key: string, values: Record<string, string> = {}) =>
  (cart[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

describe('the sales-tax row (issue 27)', () => {
  it('is absent in VAT shops', () => {
    expect(salesTaxRows('vat', null, t, 'de-DE', 'x')).toEqual([])
  })

  it('says when the tax comes before a state is known, then names state, rate and amount', () => {
    expect(salesTaxRows('sales-tax', null, t, 'en-US', 'calculated at checkout')).toEqual([
      { label: 'Sales tax', amount: 0, text: 'calculated at checkout', testId: 'sales-tax-row' },
    ])
    expect(
      salesTaxRows('sales-tax', { state: 'NY', basisPoints: 887.5, amount: 266 }, t, 'en-US', ''),
    ).toEqual([{ label: 'Sales tax (NY, 8.875%)', amount: 266, testId: 'sales-tax-row' }])
  })

  it('writes the rate as the reader does', () => {
    expect(formatTaxRate(400, 'en-US')).toBe('4%')
    expect(formatTaxRate(887.5, 'en-US')).toBe('8.875%')
    expect(formatTaxRate(1900, 'de-DE')).toMatch(/^19\s%$/)
  })

  it('shows a US summary in dollars without any VAT line', () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={messagesFor('en-US')}>
        <MoneySummary
          rows={[
            { label: 'Subtotal', amount: 2999 },
            ...salesTaxRows('sales-tax', { state: 'NY', basisPoints: 887.5, amount: 337 }, t, 'en-US', ''),
          ]}
          total={3336}
          totalLabel="Total"
          vat={[]}
          locale="en-US"
          currency="USD"
        />
      </NextIntlClientProvider>,
    )
    expect(screen.getByTestId('sales-tax-row').textContent).toBe('Sales tax (NY, 8.875%)$3.37')
    expect(screen.getByTestId('summary-total').textContent).toBe('$33.36')
    expect(document.body.textContent).not.toMatch(/VAT/)
  })
})
