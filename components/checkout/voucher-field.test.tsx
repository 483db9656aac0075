// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import type { CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import { VoucherField } from './voucher-field'

afterEach(cleanup)

const quote = { voucher: null, cart: { currency: 'EUR' } } as unknown as CheckoutQuote

const register = () => ({
  name: 'voucherCode',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
})

function ui(setValue: (name: string, value: unknown) => void) {
  return (
    <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')}>
      <VoucherField register={register as never} setValue={setValue as never} quote={quote} locale="de-DE" />
    </NextIntlClientProvider>
  )
}

describe('the voucher field', () => {
  it('redeems a code typed before the page was hydrated (a click then went unheard)', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui(() => {}))
    document.body.append(container)
    container.querySelector<HTMLInputElement>('#voucher')!.value = ' NL-9K6BY4XS '
    const setValue = vi.fn()
    await act(async () => {
      render(ui(setValue), { container, hydrate: true })
    })
    await vi.waitFor(() =>
      expect(setValue).toHaveBeenCalledWith('voucherCode', 'NL-9K6BY4XS', { shouldValidate: true }),
    )
  })

  it('redeems nothing on hydration when the field is empty', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui(() => {}))
    document.body.append(container)
    const setValue = vi.fn()
    await act(async () => {
      render(ui(setValue), { container, hydrate: true })
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(setValue).not.toHaveBeenCalled()
  })
})
