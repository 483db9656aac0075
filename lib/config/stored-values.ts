import { z } from 'zod'
import { BRAND_KEYS, type BrandKey } from './brands'
import { MESSAGE_LOCALES, SHOP_LOCALES, type MessageLocale, type ShopLocaleCode } from './locales'

/**
 * Vocabulary as it comes back from a text column (brand, locale, currency of orders, mails,
 * subscriptions): parsed here instead of cast, so the type holds end to end and a value the code does
 * not know (a row written by hand, a locale taken out of service) fails at the edge with its name
 * instead of travelling on.
 */
export const SHOP_LOCALE_CODES = Object.values(SHOP_LOCALES).map((l) => l.code) as [
  ShopLocaleCode,
  ...ShopLocaleCode[],
]
/** The currencies an order is priced in (the markets of lib/config/shipping.ts). */
export const ORDER_CURRENCIES = ['EUR', 'CHF', 'USD'] as const
export type OrderCurrency = (typeof ORDER_CURRENCIES)[number]

export const brandKeySchema = z.enum(BRAND_KEYS)
export const shopLocaleCodeSchema = z.enum(SHOP_LOCALE_CODES)
export const messageLocaleSchema = z.enum(MESSAGE_LOCALES)
export const orderCurrencySchema = z.enum(ORDER_CURRENCIES)

export function isShopLocaleCode(value: unknown): value is ShopLocaleCode {
  return shopLocaleCodeSchema.safeParse(value).success
}

/** A parser for one kind of stored text; `what` names it in the error ("brand", "order status"). */
export function storedValue<T extends string>(schema: z.ZodType<T>, what: string): (text: string) => T {
  return (text) => {
    const parsed = schema.safeParse(text)
    if (!parsed.success) throw new Error(`Unknown ${what} in the database: ${JSON.stringify(text)}`)
    return parsed.data
  }
}

export const storedBrand: (text: string) => BrandKey = storedValue(brandKeySchema, 'brand')
export const storedShopLocale: (text: string) => ShopLocaleCode = storedValue(
  shopLocaleCodeSchema,
  'shop locale',
)
export const storedMessageLocale: (text: string) => MessageLocale = storedValue(messageLocaleSchema, 'locale')
export const storedOrderCurrency: (text: string) => OrderCurrency = storedValue(
  orderCurrencySchema,
  'currency',
)
