import { SAMPLES, type BasketCurrency, type DeliveryCountry } from '@/lib/config/shipping'
import { PricingError } from './errors'
import { cardMarket, resolveMarket } from './market'
import { multiplyMinor } from './money'

export interface SamplesQuote {
  count: number
  freeCount: number
  paidCount: number
  /** Gross price of each sample beyond the free ones. */
  unitPrice: number
  total: number
  currency: BasketCurrency
}

/** Spec section 9: up to 3 sample cards are free, each further one costs 1,90 € (DE, AT) or 3,50 CHF. */
export function quoteSamples(count: number, country: DeliveryCountry): SamplesQuote {
  const market = resolveMarket(country)
  if (!Number.isSafeInteger(count) || count < 0 || count > SAMPLES.maxPerOrder) {
    throw new PricingError(
      'samples',
      `Sample count must be a whole number from 0 to ${SAMPLES.maxPerOrder}, got ${count}`,
      'invalid_input',
    )
  }
  if (count === 0 && market.taxMode === 'sales-tax') {
    return { count, freeCount: 0, paidCount: 0, unitPrice: 0, total: 0, currency: market.currency }
  }
  // Sample cards are the card channel's: the US shop has none to send (a 422 there).
  const { region } = cardMarket(market, 'samples')
  const freeCount = Math.min(count, SAMPLES.freeCount)
  const paidCount = count - freeCount
  const unitPrice = SAMPLES.extraPrice[region]
  return {
    count,
    freeCount,
    paidCount,
    unitPrice,
    total: multiplyMinor(unitPrice, paidCount),
    currency: market.currency,
  }
}
