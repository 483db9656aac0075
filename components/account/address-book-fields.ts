import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { deliveryCountriesOf } from '@/lib/config/shipping'
import { US_STATES } from '@/lib/config/us-states'
import { ADDRESS_COUNTRIES, type AddressCountry } from '@/lib/model/countries'
import { countryName } from '@/lib/shop/customers/address-format'
import { accountFields } from './fields'
import type { FormField } from './form-types'

const isAddressCountry = (code: string): code is AddressCountry =>
  (ADDRESS_COUNTRIES as readonly string[]).includes(code)

/**
 * The address book's form for the shop's delivery countries (issue 27). A US address in USPS order
 * with its state from the list, ZIP or ZIP+4 and an optional phone; a European one as the spec's
 * form. A shop that delivers to one country sends it along instead of offering a choice (ADR 0065).
 */
export async function addressBookForm(ctx: Pick<ShopContext, 'locale' | 'localeSegment'>): Promise<{
  fields: FormField[]
  extra: Record<string, string>
  note: string | null
}> {
  const t = await getTranslations('Account.addresses')
  const f = await accountFields()
  const countries = deliveryCountriesOf(ctx.localeSegment).filter(isAddressCountry)
  const text = (name: string, label: string, required = true, autoComplete?: string): FormField => ({
    name,
    label,
    type: 'text',
    required,
    autoComplete,
    maxLength: 120,
  })
  const [only] = countries.length === 1 ? countries : []
  const head = [
    f.firstName(),
    f.lastName(),
    text('company', t('company'), false, 'organization'),
    text('street', t('street'), true, 'address-line1'),
    text('addition', t('addition'), false, 'address-line2'),
  ]
  const postcode: FormField = { ...text('postcode', t('postcode'), true, 'postal-code'), maxLength: 10 }
  const city = text('city', t('city'), true, 'address-level2')
  const fields =
    only === 'US'
      ? [
          ...head,
          city,
          {
            name: 'state',
            label: t('state'),
            type: 'select',
            required: true,
            autoComplete: 'address-level1',
            defaultValue: '',
            options: [
              { value: '', label: t('statePlaceholder') },
              ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
            ],
          } satisfies FormField,
          { ...postcode, hint: t('zipHint') },
          { ...text('phone', t('phone'), false, 'tel'), maxLength: 30 },
        ]
      : [...head, postcode, city]
  if (only) {
    return {
      fields,
      extra: { country: only },
      note: t('onlyCountry', { country: countryName(only, ctx.locale) }),
    }
  }
  const country: FormField = {
    name: 'country',
    label: t('country'),
    type: 'select',
    required: true,
    autoComplete: 'country',
    defaultValue: countries[0],
    options: countries.map((code) => ({ value: code, label: countryName(code, ctx.locale) })),
  }
  return { fields: [...fields, country], extra: {}, note: null }
}
