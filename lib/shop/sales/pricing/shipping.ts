import { SAMPLES, type BasketCurrency, type DeliveryCountry } from '@/lib/config/shipping'
import { PricingError } from './errors'
import { resolveMarket } from './market'
import type { ShippingMethod } from './schema'

export interface ShipmentContents {
  /** Card lines in the order (anything but samples). */
  cardLines: number
  samples: number
}

export interface ShippingQuote {
  method: ShippingMethod
  price: number
  /** True when the price is 0 because the order holds only free samples. */
  free: boolean
  currency: BasketCurrency
}

/** What a basket with products pays; the default for showing a country's rates. */
const WITH_PRODUCTS: ShipmentContents = { cardLines: 1, samples: 0 }

/**
 * Shipping for one order. Spec section 9 gives express and Saturday express as "from" prices; with no
 * table beyond that, the engine charges the "from" price, which replaces (is not added to) standard.
 * Saturday express is Germany only; express only where the config has a price (DE, AT, CH). The spec's
 * "free sample cards (up to 3, shipped free)" is read as: an order of nothing but at most 3 samples
 * ships free by standard post; paid samples or any card line pay normal shipping.
 */
export function quoteShipping(
  method: ShippingMethod,
  country: DeliveryCountry,
  contents: ShipmentContents = WITH_PRODUCTS,
): ShippingQuote {
  const { shipping, currency } = resolveMarket(country)
  const price =
    method === 'standard'
      ? shipping.standard
      : method === 'express'
        ? shipping.expressFrom
        : method === 'saturday'
          ? shipping.saturdayExpressFrom
          : undefined
  if (price === undefined) {
    throw new PricingError('shipping', `Unknown shipping method "${String(method)}"`, 'invalid_input')
  }
  if (price === null) {
    const offered = method === 'saturday' ? 'Saturday express ships within Germany only' : 'not offered'
    throw new PricingError('shipping', `${method} shipping to ${country}: ${offered}`, 'method_not_offered')
  }
  const free = method === 'standard' && contents.cardLines === 0 && contents.samples <= SAMPLES.freeCount
  return { method, price: free ? 0 : price, free, currency }
}
