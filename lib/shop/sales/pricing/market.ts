import {
  DELIVERY_COUNTRIES,
  DELIVERY_COUNTRY_CONFIG,
  isDeliveryCountry,
  type BasketCurrency,
  type CardCurrency,
  type CardRegion,
  type DeliveryCountry,
  type PriceRegion,
  type ShippingRates,
  type TaxMode,
} from '@/lib/config/shipping'
import { PricingError } from './errors'

/** Everything a quote needs to know about where it is delivered. */
export interface Market {
  country: DeliveryCountry
  currency: BasketCurrency
  /** Which of the spec's price columns (DE, AT, CH) applies. */
  region: PriceRegion
  vatBasisPoints: number
  /** VAT markets price gross; the sales-tax market (US) prices net and adds sales tax (ADR 0063). */
  taxMode: TaxMode
  shipping: ShippingRates
}

/** A market the card channel's price list covers (everything but the US). */
export type CardMarket = Market & { currency: CardCurrency; region: CardRegion }

/**
 * The delivery country decides currency, price column and VAT rate. Prices stay the same gross
 * amount wherever a currency's price list is used (as German shops show them); only the VAT inside
 * them follows the delivery country. A `currency` that does not match is refused rather than
 * converted, because the client would otherwise show one amount and charge another.
 */
export function resolveMarket(country: DeliveryCountry, currency?: BasketCurrency): Market {
  // The type already says so; the check is for callers that pass unparsed JSON.
  if (!isDeliveryCountry(country)) {
    throw new PricingError(
      'country',
      `We do not deliver to "${String(country)}"; delivery countries are ${DELIVERY_COUNTRIES.join(', ')}`,
      'invalid_input',
    )
  }
  const config = DELIVERY_COUNTRY_CONFIG[country]
  if (currency !== undefined && currency !== config.currency) {
    throw new PricingError(
      'currency',
      `Deliveries to ${country} are priced in ${config.currency}, not ${currency}`,
      'currency_mismatch',
    )
  }
  return {
    country,
    currency: config.currency,
    region: config.region,
    vatBasisPoints: config.vatBasisPoints,
    taxMode: config.taxMode,
    shipping: config.shipping,
  }
}

/**
 * The market as a card market, or a 422: the US shop sells posters only, and the card price list
 * (cards, accessories, sample cards) has no USD column to price them from.
 */
export function cardMarket(market: Market, field = 'lines'): CardMarket {
  if (market.region === 'us' || market.currency === 'USD') {
    throw new PricingError(field, 'Cards and sample cards are not sold in the US shop', 'not_sold_here')
  }
  return { ...market, region: market.region, currency: market.currency }
}
