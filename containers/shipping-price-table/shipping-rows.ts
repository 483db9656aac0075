import { BRANDS, type BrandKey } from '@/lib/config/brands'
import type { LocaleSegment } from '@/lib/config/locales'
import {
  DELIVERY_COUNTRIES,
  SAMPLES,
  DELIVERY_COUNTRY_CONFIG,
  type BasketCurrency,
  type DeliveryCountry,
} from '@/lib/config/shipping'
import { shippingInformation } from '@/lib/shop/sales/pricing/shipping-information'
import type { ShippingMethod } from '@/lib/shop/sales/pricing/schema'

/**
 * The shipping table as data, from the pricing engine's shipping quotes (never typed by hand): one row
 * per delivery country, the price of each method or null where it is not offered.
 */
export interface ShippingRow {
  country: DeliveryCountry
  currency: BasketCurrency
  prices: Record<ShippingMethod, number | null>
}

export function shippingRows(countries: readonly DeliveryCountry[] = DELIVERY_COUNTRIES): ShippingRow[] {
  return countries.map((country) => {
    const info = shippingInformation(country)
    const price = (method: ShippingMethod) => info.methods.find((m) => m.method === method)?.price ?? null
    return {
      country,
      currency: DELIVERY_COUNTRY_CONFIG[country].currency,
      prices: { standard: price('standard'), express: price('express'), saturday: price('saturday') },
    }
  })
}

/**
 * Whether the rules under the table promise free sample cards: the card channel's offer, in the
 * shops that price extra samples; the poster channel has none (issue 32 point 8).
 */
export function promisesSamples(brand: BrandKey, localeSegment: LocaleSegment): boolean {
  return BRANDS[brand].features.freeSamples && localeSegment in SAMPLES.extraPrice
}
