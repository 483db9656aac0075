import { z } from 'zod'
import { currencyOf, type ShopLocaleCode } from '@/lib/config/locales'
import { PricingError } from './errors'

/**
 * Currencies of the poster channel's products (calendars, photo books, photo boxes, wall art): the
 * shop's locales show EUR, CHF or USD (spec: en-US uses usd). Their price lists hold one gross amount
 * per currency in minor units, set per market rather than converted, as shops price abroad.
 */
export const SHOP_CURRENCIES = ['EUR', 'CHF', 'USD'] as const
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number]
export type PerShopCurrency = Readonly<Record<ShopCurrency, number>>

export const shopCurrencySchema = z
  .enum(SHOP_CURRENCIES)
  .optional()
  .describe('Currency of the prices: EUR, CHF or USD; default the locale header’s (de-CH CHF, en-US USD)')

/** The currency a locale shows; every shop locale has one of the three. */
export function shopCurrencyOf(locale: ShopLocaleCode): ShopCurrency {
  const currency = currencyOf(locale)
  if (currency === 'GBP') throw new PricingError('currency', `No price list in ${currency}`, 'invalid_input')
  return currency
}

/** The asked currency, or the locale's. */
export function resolveShopCurrency(locale: ShopLocaleCode, asked?: ShopCurrency): ShopCurrency {
  return asked ?? shopCurrencyOf(locale)
}

/**
 * A per-piece price rounded up to the next amount ending in 9 minor units (…,99 style prices)
 * from a computed value; rounding up keeps it monotone in its input.
 */
export function roundUpToNine(minor: number): number {
  if (!Number.isFinite(minor) || minor < 0) throw new RangeError(`Not a price: ${minor}`)
  const whole = Math.ceil(minor)
  return whole % 10 === 9 ? whole : whole + ((9 - (whole % 10) + 10) % 10)
}
