import type { LocaleSegment } from './locales'

/**
 * Per-country constants of spec section 9 in minor units of the country's currency: shipping,
 * samples, the invoice minimum, and the delivery countries with their currency, price column and
 * VAT rate. The pricing engine (lib/shop/sales/pricing) computes with these; the footer shows them.
 * `null` means the method is not offered there. Decisions behind the non-spec values: ADR 0004.
 */
export interface ShippingRates {
  currency: 'EUR' | 'CHF' | 'USD'
  standard: number
  expressFrom: number | null
  saturdayExpressFrom: number | null
}

export const SHIPPING_BY_LOCALE = {
  de: { currency: 'EUR', standard: 499, expressFrom: 1299, saturdayExpressFrom: 2299 },
  at: { currency: 'EUR', standard: 599, expressFrom: 2299, saturdayExpressFrom: null },
  ch: { currency: 'CHF', standard: 999, expressFrom: 3499, saturdayExpressFrom: null },
} as const satisfies Partial<Record<LocaleSegment, ShippingRates>>

/** Spec: "Invoice purchase from 25 in the basket currency." */
export const INVOICE_MINIMUM_MAJOR = 25

/** Spec: up to 3 free sample cards; each extra one costs this (minor units). */
export const SAMPLES = {
  freeCount: 3,
  extraPrice: { de: 190, at: 190, ch: 350 },
  /** Not in the spec: a bound so one request cannot ask for an absurd number of samples. */
  maxPerOrder: 20,
} as const satisfies {
  freeCount: number
  extraPrice: Partial<Record<LocaleSegment, number>>
  maxPerOrder: number
}

export function shippingRatesFor(segment: LocaleSegment): ShippingRates | undefined {
  return (SHIPPING_BY_LOCALE as Partial<Record<LocaleSegment, ShippingRates>>)[segment]
}

/** Spec section 9: "Delivery countries: DE, AT, CH, LI, LU, FR, IT, BE, NL, ES." */
export const DELIVERY_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU', 'FR', 'IT', 'BE', 'NL', 'ES'] as const
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number]

/** The spec's three price columns (DE, AT, CH); every delivery country is priced from one of them. */
export type PriceRegion = keyof typeof SHIPPING_BY_LOCALE

export interface DeliveryCountryConfig {
  currency: 'EUR' | 'CHF'
  region: PriceRegion
  /** Standard VAT rate in basis points (1900 = 19 %); prices are gross, see ADR 0004. */
  vatBasisPoints: number
  shipping: ShippingRates
}

/**
 * Liechtenstein is in the Swiss customs and VAT area and Swiss Post delivers there as at home, so it
 * takes the Swiss column. The spec names no shipping price for the EU countries beyond DE and AT; this
 * placeholder (standard only, no express) is ours and must be confirmed before launch (ADR 0004).
 */
const EU_SHIPPING = {
  currency: 'EUR',
  standard: 899,
  expressFrom: null,
  saturdayExpressFrom: null,
} as const satisfies ShippingRates
const LI_SHIPPING = { ...SHIPPING_BY_LOCALE.ch, expressFrom: null } as const satisfies ShippingRates

export const DELIVERY_COUNTRY_CONFIG = {
  DE: { currency: 'EUR', region: 'de', vatBasisPoints: 1900, shipping: SHIPPING_BY_LOCALE.de },
  AT: { currency: 'EUR', region: 'at', vatBasisPoints: 2000, shipping: SHIPPING_BY_LOCALE.at },
  CH: { currency: 'CHF', region: 'ch', vatBasisPoints: 810, shipping: SHIPPING_BY_LOCALE.ch },
  LI: { currency: 'CHF', region: 'ch', vatBasisPoints: 810, shipping: LI_SHIPPING },
  LU: { currency: 'EUR', region: 'de', vatBasisPoints: 1700, shipping: EU_SHIPPING },
  FR: { currency: 'EUR', region: 'de', vatBasisPoints: 2000, shipping: EU_SHIPPING },
  IT: { currency: 'EUR', region: 'de', vatBasisPoints: 2200, shipping: EU_SHIPPING },
  BE: { currency: 'EUR', region: 'de', vatBasisPoints: 2100, shipping: EU_SHIPPING },
  NL: { currency: 'EUR', region: 'de', vatBasisPoints: 2100, shipping: EU_SHIPPING },
  ES: { currency: 'EUR', region: 'de', vatBasisPoints: 2100, shipping: EU_SHIPPING },
} as const satisfies Record<DeliveryCountry, DeliveryCountryConfig>

/** The currencies a basket can be in: derived, so a new delivery country cannot add one unnoticed. */
export type BasketCurrency = (typeof DELIVERY_COUNTRY_CONFIG)[DeliveryCountry]['currency']
export const BASKET_CURRENCIES = ['EUR', 'CHF'] as const satisfies readonly BasketCurrency[]

export function isDeliveryCountry(value: unknown): value is DeliveryCountry {
  return typeof value === 'string' && (DELIVERY_COUNTRIES as readonly string[]).includes(value)
}
