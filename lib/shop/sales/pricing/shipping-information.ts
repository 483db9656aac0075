import {
  DELIVERY_COUNTRY_CONFIG,
  type DayRange,
  type DeliveryCountry,
  type ShippingRates,
  type TaxMode,
} from '@/lib/config/shipping'
import { PricingError } from './errors'
import { SHIPPING_METHODS, type ShippingMethod } from './schema'
import { quoteShipping } from './shipping'

export interface ShippingInformation {
  country: DeliveryCountry
  currency: ReturnType<typeof quoteShipping>['currency']
  /** `sales-tax` (US): the prices are net, sales tax for the state is added at checkout. */
  taxMode: TaxMode
  /** Business days to delivery where the config states them (the US methods, ADR 0064). */
  methods: { method: ShippingMethod; price: number; deliveryDays: DayRange | null }[]
}

/** Every method offered in `country` with its price for a basket with products. */
export function shippingInformation(country: DeliveryCountry): ShippingInformation {
  const { taxMode } = DELIVERY_COUNTRY_CONFIG[country]
  const shipping: ShippingRates = DELIVERY_COUNTRY_CONFIG[country].shipping
  const days: Partial<Record<ShippingMethod, DayRange | null>> = {
    standard: shipping.deliveryDays?.standard,
    express: shipping.deliveryDays?.express,
  }
  const methods: ShippingInformation['methods'] = []
  let currency: ShippingInformation['currency'] | undefined
  for (const method of SHIPPING_METHODS) {
    try {
      const quote = quoteShipping(method, country)
      methods.push({ method, price: quote.price, deliveryDays: days[method] ?? null })
      currency = quote.currency
    } catch (error) {
      // A method not offered in this country is simply not listed.
      if (!(error instanceof PricingError)) throw error
    }
  }
  if (!currency) throw new PricingError('country', `No shipping to ${country}`, 'method_not_offered')
  return { country, currency, taxMode, methods }
}
