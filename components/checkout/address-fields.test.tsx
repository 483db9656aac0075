// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { deliveryCountriesOf, type DeliveryCountry } from '@/lib/config/shipping'
import { US_STATES } from '@/lib/config/us-states'
import { messagesFor } from '@/lib/i18n/messages'
import { countryName } from '@/lib/shop/customers/address-format'
import type { CheckoutInput } from '@/lib/shop/sales/checkout/schema'
import { AddressFields } from './address-fields'
import { fieldMessage } from './field-errors'

afterEach(cleanup)

function Form({ countries, locale }: { countries: readonly DeliveryCountry[]; locale: ShopLocaleCode }) {
  const country = countries[0] ?? 'DE'
  const { register, formState } = useForm<CheckoutInput>({
    defaultValues: { billingAddress: { country } },
  })
  return (
    <AddressFields
      prefix="billingAddress"
      register={register}
      errors={formState.errors}
      country={country}
      countries={countries}
      countryNames={Object.fromEntries(countries.map((code) => [code, countryName(code, locale)]))}
    />
  )
}

function renderIn(locale: ShopLocaleCode, countries: readonly DeliveryCountry[]) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)}>
      <form>
        <Form countries={countries} locale={locale} />
      </form>
    </NextIntlClientProvider>,
  )
}

const labels = () => Array.from(document.querySelectorAll('label')).map((label) => label.textContent)

describe('the checkout address form (issue 27)', () => {
  it('is a US address in the US shop: USPS order, a state list, ZIP hint, phone, the country as text', () => {
    renderIn('en-US', deliveryCountriesOf('us'))
    expect(labels()).toEqual([
      'First name',
      'Last name',
      'Company (optional)',
      'Street address',
      'Apt, suite, etc. (optional)',
      'City',
      'State',
      'ZIP code',
      'Phone (optional)',
    ])
    const state = screen.getByLabelText('State') as HTMLSelectElement
    expect(state.name).toBe('billingAddress.state')
    // A "Select a state" placeholder, then the 50 states, DC and the territories by name.
    expect(state.options).toHaveLength(US_STATES.length + 1)
    expect(US_STATES.length).toBeGreaterThanOrEqual(56)
    expect(within(state).getByRole('option', { name: 'New York' })).toHaveProperty('value', 'NY')
    expect(within(state).getByRole('option', { name: 'Puerto Rico' })).toHaveProperty('value', 'PR')
    expect(screen.getByText('e.g. 10001 or 10001-1234')).toBeTruthy()
    expect(screen.getByLabelText('Phone (optional)')).toHaveProperty('name', 'billingAddress.phone')
    // The US shop delivers to the US only: the country is said, not offered.
    expect(screen.getByTestId('billingAddress-country').textContent).toBe('United States')
    expect(document.querySelector('select[name="billingAddress.country"]')).toBeNull()
    expect(document.querySelector('input[name="billingAddress.country"]')).toHaveProperty('value', 'US')
  })

  it('keeps the German form and lists the shop’s countries by name, without the US', () => {
    renderIn('de-DE', deliveryCountriesOf('de'))
    expect(labels()).toEqual([
      'Vorname',
      'Nachname',
      'Firma (optional)',
      'Straße und Hausnummer',
      'Adresszusatz (optional)',
      'PLZ',
      'Ort',
      'Land',
    ])
    const country = screen.getByLabelText('Land') as HTMLSelectElement
    const names = Array.from(country.options).map((option) => option.text)
    expect(names[0]).toBe('Deutschland')
    expect(names).toContain('Österreich')
    expect(names).not.toContain('Vereinigte Staaten')
    expect(Array.from(country.options).map((option) => option.value)).not.toContain('US')
    expect(document.querySelector('[name="billingAddress.state"]')).toBeNull()
  })
})

describe('fieldMessage for US addresses', () => {
  const t = (key: string, values?: Record<string, string>) =>
    key
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messagesFor('en-US').Checkout) +
    (values ? JSON.stringify(values) : '')
  it('names the ZIP shape, the state and the phone in English', () => {
    expect(fieldMessage(t, 'billingAddress.postcode', { type: 'custom' }, 'US')).toBe(
      'Please enter a ZIP code like 10001 or 10001-1234.',
    )
    expect(fieldMessage(t, 'billingAddress.state', { type: 'custom' }, 'US')).toBe('Please select a state.')
    expect(fieldMessage(t, 'billingAddress.phone', { type: 'invalid_format' }, 'US')).toMatch(/phone number/)
  })
})
