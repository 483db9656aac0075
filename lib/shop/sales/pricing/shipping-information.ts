import type { DeliveryCountry } from '@/lib/config/shipping'
import { PricingError } from './errors'
import { SHIPPING_METHODS, type ShippingMethod } from './schema'
import { quoteShipping } from './shipping'

/** Every method offered in `country` with its price for a basket with products. */
export function shippingInformation(country: DeliveryCountry) {
  const methods: { method: ShippingMethod; price: number }[] = []
  let currency: ReturnType<typeof quoteShipping>['currency'] | undefined
  for (const method of SHIPPING_METHODS) {
    try {
      const quote = quoteShipping(method, country)
      methods.push({ method, price: quote.price })
      currency = quote.currency
    } catch (error) {
      // A method not offered in this country is simply not listed.
      if (!(error instanceof PricingError)) throw error
    }
  }
  if (!currency) throw new PricingError('country', `No shipping to ${country}`, 'method_not_offered')
  return { country, currency, methods }
}
