import { SHOP_LOCALES, type LocaleSegment, type ShopLocaleCode } from '@/lib/config/locales'
import { isDeliveryCountry, type DeliveryCountry } from '@/lib/config/shipping'

/**
 * The delivery country a cart is priced for until checkout names one: the shop's own country. The US
 * shop is not a delivery country (spec section 9), so en-US visitors see German prices and ship to the
 * spec's list; the checkout asks for the real country.
 */
export function defaultCountryOf(locale: ShopLocaleCode): DeliveryCountry {
  const entry = Object.values(SHOP_LOCALES).find((l) => l.code === locale)
  const country = entry?.country
  return isDeliveryCountry(country) ? country : 'DE'
}

export function defaultCountryOfSegment(segment: LocaleSegment): DeliveryCountry {
  return defaultCountryOf(SHOP_LOCALES[segment].code)
}
