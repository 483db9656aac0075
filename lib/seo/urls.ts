import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { SHOP_LOCALES, type LocaleSegment } from '@/lib/config/locales'
import type { Variant } from '@/lib/config/routes'
import { env } from '@/lib/env'
import { publicPath } from '@/lib/routing/resolve-request-context'

/** The configured origin of a brand; never the Host header, which a client controls. */
export function siteUrl(brand: BrandKey): string {
  return brand === 'card' ? env().SITE_URL_CARD : env().SITE_URL_POSTER
}

export function absoluteUrl(brand: BrandKey, path: string): string {
  return new URL(path, siteUrl(brand)).toString()
}

/** A path inside the shop for links: locale, optional desktop segment, route, brand slash rule. */
export function shopHref(
  ctx: { brand: BrandKey; localeSegment: LocaleSegment; variant: Variant },
  route: readonly string[] = [],
): string {
  return publicPath(ctx.brand, ctx.localeSegment, ctx.variant, route)
}

/** hreflang alternates for every locale of the brand plus x-default to the German shop. */
export function languageAlternates(brand: BrandKey, route: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const segment of BRANDS[brand].locales) {
    out[SHOP_LOCALES[segment].code] = absoluteUrl(brand, publicPath(brand, segment, 'web', route))
  }
  out['x-default'] = absoluteUrl(brand, publicPath(brand, 'de', 'web', route))
  return out
}
