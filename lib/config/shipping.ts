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
  /**
   * Business days from hand-over to delivery per offered method, where the config states them (the
   * US shop); the European shops compute their dates from checkout/delivery-date.ts's rules.
   */
  deliveryDays?: { standard: DayRange; express: DayRange | null }
}

// A type rather than an interface, so it passes as message values ({from}–{to} days) as it is.
export type DayRange = { from: number; to: number }

/**
 * The US shop ships from Munich by international parcel (standard) or courier (express); prices in
 * US cents and business days are ours, not the spec's (ADR 0064). No Saturday delivery.
 */
export const US_SHIPPING = {
  currency: 'USD',
  standard: 795,
  expressFrom: 2495,
  saturdayExpressFrom: null,
  deliveryDays: { standard: { from: 6, to: 10 }, express: { from: 2, to: 4 } },
} as const satisfies ShippingRates

export const SHIPPING_BY_LOCALE = {
  de: { currency: 'EUR', standard: 499, expressFrom: 1299, saturdayExpressFrom: 2299 },
  at: { currency: 'EUR', standard: 599, expressFrom: 2299, saturdayExpressFrom: null },
  ch: { currency: 'CHF', standard: 999, expressFrom: 3499, saturdayExpressFrom: null },
  us: US_SHIPPING,
} as const satisfies Record<LocaleSegment, ShippingRates>

/** Spec: "Invoice purchase from 25 in the basket currency." */
export const INVOICE_MINIMUM_MAJOR = 25
/** Invoices are due this many days after their date: the checkout, the confirmation and the invoice say so. */
export const PAYMENT_TERM_DAYS = 14

/**
 * Spec: up to 3 free sample cards; each extra one costs this (minor units). Sample cards are a card
 * channel offer and the US shop sells posters only, so there is no US price (they are refused there).
 */
export const SAMPLES = {
  freeCount: 3,
  extraPrice: { de: 190, at: 190, ch: 350 },
  /** Not in the spec: a bound so one request cannot ask for an absurd number of samples. */
  maxPerOrder: 20,
} as const satisfies {
  freeCount: number
  extraPrice: Record<CardRegion, number>
  maxPerOrder: number
}

export function shippingRatesFor(segment: LocaleSegment): ShippingRates {
  return SHIPPING_BY_LOCALE[segment]
}

/** Spec section 9: "Delivery countries: DE, AT, CH, LI, LU, FR, IT, BE, NL, ES"; plus the US shop's US. */
export const DELIVERY_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU', 'FR', 'IT', 'BE', 'NL', 'ES', 'US'] as const
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number]

/** The price columns (DE, AT, CH of the spec, and the US shop's USD); every country uses one. */
export type PriceRegion = keyof typeof SHIPPING_BY_LOCALE
/** The card channel's price columns: cards and samples are not sold in the US shop. */
export type CardRegion = Exclude<PriceRegion, 'us'>

/**
 * How tax is charged: `vat` = prices are gross and VAT is extracted (European shops, ADR 0004);
 * `sales-tax` = prices are net and sales tax for the destination state is added at checkout (ADR 0063).
 */
export type TaxMode = 'vat' | 'sales-tax'

export interface DeliveryCountryConfig {
  currency: 'EUR' | 'CHF' | 'USD'
  region: PriceRegion
  /** Standard VAT rate in basis points (1900 = 19 %); prices are gross, see ADR 0004. 0 in the US. */
  vatBasisPoints: number
  taxMode: TaxMode
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
  DE: {
    currency: 'EUR',
    region: 'de',
    vatBasisPoints: 1900,
    taxMode: 'vat',
    shipping: SHIPPING_BY_LOCALE.de,
  },
  AT: {
    currency: 'EUR',
    region: 'at',
    vatBasisPoints: 2000,
    taxMode: 'vat',
    shipping: SHIPPING_BY_LOCALE.at,
  },
  CH: { currency: 'CHF', region: 'ch', vatBasisPoints: 810, taxMode: 'vat', shipping: SHIPPING_BY_LOCALE.ch },
  LI: { currency: 'CHF', region: 'ch', vatBasisPoints: 810, taxMode: 'vat', shipping: LI_SHIPPING },
  LU: { currency: 'EUR', region: 'de', vatBasisPoints: 1700, taxMode: 'vat', shipping: EU_SHIPPING },
  FR: { currency: 'EUR', region: 'de', vatBasisPoints: 2000, taxMode: 'vat', shipping: EU_SHIPPING },
  IT: { currency: 'EUR', region: 'de', vatBasisPoints: 2200, taxMode: 'vat', shipping: EU_SHIPPING },
  BE: { currency: 'EUR', region: 'de', vatBasisPoints: 2100, taxMode: 'vat', shipping: EU_SHIPPING },
  NL: { currency: 'EUR', region: 'de', vatBasisPoints: 2100, taxMode: 'vat', shipping: EU_SHIPPING },
  ES: { currency: 'EUR', region: 'de', vatBasisPoints: 2100, taxMode: 'vat', shipping: EU_SHIPPING },
  US: { currency: 'USD', region: 'us', vatBasisPoints: 0, taxMode: 'sales-tax', shipping: US_SHIPPING },
} as const satisfies Record<DeliveryCountry, DeliveryCountryConfig>

/** The currencies a basket can be in: derived, so a new delivery country cannot add one unnoticed. */
export type BasketCurrency = (typeof DELIVERY_COUNTRY_CONFIG)[DeliveryCountry]['currency']
export const BASKET_CURRENCIES = ['EUR', 'CHF', 'USD'] as const satisfies readonly BasketCurrency[]
/** The card channel's currencies (its price list has no USD column: cards are not sold in the US). */
export type CardCurrency = Exclude<BasketCurrency, 'USD'>
export const CARD_CURRENCIES = ['EUR', 'CHF'] as const satisfies readonly CardCurrency[]

/**
 * Which countries each shop delivers to (issue 27): the European shops the spec's ten with their own
 * country first (the form's default), the US shop the US only. A delivery country outside its shop's
 * list is refused with a pointer to `shopForCountry` (ADR 0064).
 */
const EUROPE_AFTER_HOME = ['LI', 'LU', 'FR', 'IT', 'BE', 'NL', 'ES'] as const
export const SHOP_DELIVERY_COUNTRIES = {
  de: ['DE', 'AT', 'CH', ...EUROPE_AFTER_HOME],
  at: ['AT', 'DE', 'CH', ...EUROPE_AFTER_HOME],
  ch: ['CH', 'DE', 'AT', ...EUROPE_AFTER_HOME],
  us: ['US'],
} as const satisfies Record<LocaleSegment, readonly DeliveryCountry[]>

export function deliveryCountriesOf(segment: LocaleSegment): readonly DeliveryCountry[] {
  return SHOP_DELIVERY_COUNTRIES[segment]
}

/** The shop a country's customers order from: the one whose currency and tax they pay. */
export function shopForCountry(country: DeliveryCountry): LocaleSegment {
  if (country === 'US') return 'us'
  if (country === 'CH' || country === 'LI') return 'ch'
  if (country === 'AT') return 'at'
  return 'de'
}

export function shopDeliversTo(segment: LocaleSegment, country: DeliveryCountry): boolean {
  return (SHOP_DELIVERY_COUNTRIES[segment] as readonly DeliveryCountry[]).includes(country)
}

export function isDeliveryCountry(value: unknown): value is DeliveryCountry {
  return typeof value === 'string' && (DELIVERY_COUNTRIES as readonly string[]).includes(value)
}
