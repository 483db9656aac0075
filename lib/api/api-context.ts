import { z } from 'zod'
import { BRAND_COOKIE, BRAND_KEYS, BRANDS, type BrandKey } from '@/lib/config/brands'
import { SHOP_LOCALES, segmentOf, type ShopLocaleCode } from '@/lib/config/locales'
import { env } from '@/lib/env'
import { resolveBrand } from '@/lib/routing/brand-from-host'
import { HttpError } from '@/lib/http/json'

/** Spec section 7: "Requests carry channel and locale headers." */
export const CHANNEL_HEADER = 'channel'
export const LOCALE_HEADER = 'locale'

const localeCodes = Object.values(SHOP_LOCALES).map((l) => l.code) as [ShopLocaleCode, ...ShopLocaleCode[]]
export const apiHeadersSchema = z.object({
  channel: z.enum(BRAND_KEYS).optional().describe('Brand: card or poster; default from the host'),
  locale: z.enum(localeCodes).optional().describe('Shop locale, e.g. de-DE; default de-DE'),
})

export interface ApiContext {
  brand: BrandKey
  locale: ShopLocaleCode
}

/** One cookie from a Cookie header (route handlers get the raw request). */
export function cookieFrom(header: string | null, name: string): string | null {
  const match = header?.split(/;\s*/).find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

/**
 * The brand and locale of an API call: the channel and locale headers when sent (validated), else the
 * brand of the host (or the visitor's switch cookie) and the German locale.
 */
export function apiContext(request: Request): ApiContext {
  const parsed = apiHeadersSchema.safeParse({
    channel: request.headers.get(CHANNEL_HEADER) ?? undefined,
    locale: request.headers.get(LOCALE_HEADER) ?? undefined,
  })
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'header')
    throw new HttpError(400, `Invalid ${field} header: expected one of the shop's ${field}s`)
  }
  const brand =
    parsed.data.channel ??
    resolveBrand(
      request.headers.get('host'),
      cookieFrom(request.headers.get('cookie'), BRAND_COOKIE),
      env().BRAND_HOSTS,
    )
  const locale = parsed.data.locale ?? 'de-DE'
  if (!brandSupports(brand, locale))
    throw new HttpError(400, `Invalid locale header: ${locale} is not served by ${brand}`)
  return { brand, locale }
}

function brandSupports(brand: BrandKey, locale: ShopLocaleCode): boolean {
  return BRANDS[brand].locales.includes(segmentOf(locale))
}
