import { z } from 'zod'
import { BRAND_KEYS, type BrandKey } from './brands'
import { SHOP_LOCALES, type ShopLocaleCode } from './locales'

/**
 * Brand and shop locale as they come back from a text column (orders, mails, subscriptions): parsed
 * here instead of cast, so the type holds end to end and a value the code does not know (a row written
 * by hand, a locale taken out of service) fails at the edge with its name instead of travelling on.
 */
export const SHOP_LOCALE_CODES = Object.values(SHOP_LOCALES).map((l) => l.code) as [
  ShopLocaleCode,
  ...ShopLocaleCode[],
]

export const brandKeySchema = z.enum(BRAND_KEYS)
export const shopLocaleCodeSchema = z.enum(SHOP_LOCALE_CODES)

export function isShopLocaleCode(value: unknown): value is ShopLocaleCode {
  return shopLocaleCodeSchema.safeParse(value).success
}

export function storedBrand(text: string): BrandKey {
  const parsed = brandKeySchema.safeParse(text)
  if (!parsed.success) throw new Error(`Unknown brand in the database: ${JSON.stringify(text)}`)
  return parsed.data
}

export function storedShopLocale(text: string): ShopLocaleCode {
  const parsed = shopLocaleCodeSchema.safeParse(text)
  if (!parsed.success) throw new Error(`Unknown shop locale in the database: ${JSON.stringify(text)}`)
  return parsed.data
}
