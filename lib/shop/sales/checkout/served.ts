import { LOCALE_SEGMENTS, SHOP_LOCALES, type LocaleSegment, type ShopLocaleCode } from '@/lib/config/locales'
import { shopDeliversTo, shopForCountry, type DeliveryCountry } from '@/lib/config/shipping'
import { ShopError } from '@/lib/shop/common/errors'
import { countryName } from '@/lib/shop/customers/address-format'

/** The shops as a sentence names them, in the language of the shop the visitor is in. */
const SHOP_NAMES = {
  de: { de: 'deutschen Shop', at: 'österreichischen Shop', ch: 'Schweizer Shop', us: 'US-Shop' },
  en: { de: 'German shop', at: 'Austrian shop', ch: 'Swiss shop', us: 'US shop' },
} as const satisfies Record<'de' | 'en', Record<LocaleSegment, string>>

/** A country outside the shop's delivery list: the answer names the shop that does deliver there. */
export class CountryNotServedError extends ShopError {
  override name = 'CountryNotServedError'
  constructor(
    readonly country: DeliveryCountry,
    readonly shop: LocaleSegment,
    locale: ShopLocaleCode,
  ) {
    super(notServedMessage(country, shop, locale), {
      status: 422,
      field: 'country',
      key: 'country_not_served',
      details: { shop },
    })
  }
}

function notServedMessage(country: DeliveryCountry, shop: LocaleSegment, locale: ShopLocaleCode): string {
  if (locale.startsWith('en')) {
    return `We ship to ${countryName(country, locale)} from our ${SHOP_NAMES.en[shop]}.`
  }
  // German needs the article for the USA ("in die USA"); the other countries take "nach".
  const where = country === 'US' ? 'in die USA' : `nach ${countryName(country, locale)}`
  return `Aus diesem Shop liefern wir nicht ${where}. Bitte bestellen Sie in unserem ${SHOP_NAMES.de[shop]}.`
}

/**
 * Which shop may ship where (issue 27, ADR 0064): a quote or an order from a shop for a country
 * outside its list is refused before anything is priced or written, with the shop to order from.
 */
export function assertShopDeliversTo(locale: ShopLocaleCode, country: DeliveryCountry): void {
  // Requests always carry a shop's locale; a bare message locale (en-GB in label tests) has no shop.
  const segment = LOCALE_SEGMENTS.find((s) => SHOP_LOCALES[s].code === locale)
  if (segment && !shopDeliversTo(segment, country)) {
    throw new CountryNotServedError(country, shopForCountry(country), locale)
  }
}
