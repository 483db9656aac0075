import type { LocaleSegment } from './locales'

/**
 * Price constants of spec section 9 in minor units of the country's currency. The checkout (issue 6)
 * computes with these; the footer shows them. `null` means the method is not offered there.
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
} as const satisfies { freeCount: number; extraPrice: Partial<Record<LocaleSegment, number>> }

export function shippingRatesFor(segment: LocaleSegment): ShippingRates | undefined {
  return (SHIPPING_BY_LOCALE as Partial<Record<LocaleSegment, ShippingRates>>)[segment]
}
