import { SHOP_LOCALES, type LocaleSegment, type ShopLocaleCode } from '@/lib/config/locales'
import { isDeliveryCountry, type DeliveryCountry } from '@/lib/config/shipping'

/**
 * The delivery country a cart is priced for until checkout names one: the shop's own country (the US
 * shop's is the US, so its cart is in USD). The cart's currency is its shop's: a shop prices only for
 * the countries it delivers to (SHOP_DELIVERY_COUNTRIES), all in its one currency (issue 27).
 */
export function defaultCountryOf(locale: ShopLocaleCode): DeliveryCountry {
  const entry = Object.values(SHOP_LOCALES).find((l) => l.code === locale)
  const country = entry?.country
  return isDeliveryCountry(country) ? country : 'DE'
}

export function defaultCountryOfSegment(segment: LocaleSegment): DeliveryCountry {
  return defaultCountryOf(SHOP_LOCALES[segment].code)
}
