import { INVOICE_MINIMUM_MAJOR, type BasketCurrency, type DeliveryCountry } from '@/lib/config/shipping'
import { priceCardLine, type CardLineQuote } from './card-line'
import { PricingError } from './errors'
import { resolveMarket } from './market'
import { MINOR_UNITS_PER_MAJOR, sumMinor, vatBreakdown, type VatAmount } from './money'
import { quoteSamples, type SamplesQuote } from './samples'
import { orderQuoteInputSchema, parsePricingInput, type OrderQuoteInput } from './schema'
import { quoteShipping, type ShippingQuote } from './shipping'

export interface OrderQuote {
  country: DeliveryCountry
  currency: BasketCurrency
  lines: CardLineQuote[]
  samples: SamplesQuote
  shipping: ShippingQuote
  /** Card lines plus paid samples, gross. */
  subtotal: number
  /** subtotal + shipping, gross: what the customer pays. */
  total: number
  /** One row per VAT rate; the rows' gross amounts add up to `total`. */
  vat: VatAmount[]
  /** Spec: "Invoice purchase from 25 in the basket currency", compared with the total. */
  invoiceAllowed: boolean
}

/**
 * Quotes a whole order for one delivery country. Every line, the samples and shipping are charged
 * at that country's standard VAT rate (shipping follows the goods it carries); VAT is extracted once
 * per rate from the summed gross, so the invoice's VAT is not a sum of separately rounded lines.
 */
export function quoteOrder(input: OrderQuoteInput): OrderQuote {
  const order = parsePricingInput(orderQuoteInputSchema, input)
  const market = resolveMarket(order.country, order.currency)
  if (order.lines.length === 0 && order.samples === 0) {
    throw new PricingError('lines', 'An order needs at least one card line or one sample card', 'empty_order')
  }
  const lines = order.lines.map((line, index) => {
    try {
      return priceCardLine(line, market)
    } catch (error) {
      throw error instanceof PricingError ? error.within(`lines.${index}`) : error
    }
  })
  const samples = quoteSamples(order.samples, market.country)
  const shipping = quoteShipping(order.shipping, market.country, {
    cardLines: lines.length,
    samples: order.samples,
  })
  const subtotal = sumMinor([...lines.map((line) => line.total), samples.total])
  const total = sumMinor([subtotal, shipping.price])
  const vat = vatBreakdown([
    ...lines.map((line) => ({ gross: line.total, vatBasisPoints: line.vatBasisPoints })),
    { gross: samples.total, vatBasisPoints: market.vatBasisPoints },
    { gross: shipping.price, vatBasisPoints: market.vatBasisPoints },
  ])
  return {
    country: market.country,
    currency: market.currency,
    lines,
    samples,
    shipping,
    subtotal,
    total,
    vat,
    invoiceAllowed: total >= INVOICE_MINIMUM_MAJOR * MINOR_UNITS_PER_MAJOR,
  }
}
