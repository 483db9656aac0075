import type { ShopLocaleCode } from '@/lib/config/locales'
import type { DeliveryCountry } from '@/lib/config/shipping'

/** The country's name in the visitor's language ("Schweiz", "Switzerland"). */
export function countryName(country: DeliveryCountry | string, locale: ShopLocaleCode): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country
}
