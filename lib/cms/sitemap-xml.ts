import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { SHOP_LOCALES, type LocaleSegment } from '@/lib/config/locales'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls'
import type { SitemapEntry } from './sitemap'

/** sitemaps.org documents for one brand: an index of its locales, and one locale's URL set. */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function localeSitemapUrl(brand: BrandKey, segment: LocaleSegment): string {
  return absoluteUrl(brand, `/sitemap.xml?locale=${segment}`)
}

export function sitemapIndexXml(brand: BrandKey): string {
  const items = BRANDS[brand].locales
    .map((segment) => `  <sitemap><loc>${escapeXml(localeSitemapUrl(brand, segment))}</loc></sitemap>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${items}
</sitemapindex>
`
}

/** Every entry in the locale, each with its hreflang alternates (all locales plus x-default). */
export function urlSetXml(brand: BrandKey, segment: LocaleSegment, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = absoluteUrl(brand, publicPath(brand, segment, 'web', entry.route))
    const alternates = Object.entries(languageAlternates(brand, entry.route)).map(
      ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
    )
    return [`  <url>`, `    <loc>${escapeXml(loc)}</loc>`, ...alternates, `  </url>`].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function isBrandLocale(brand: BrandKey, value: string | null): value is LocaleSegment {
  return (
    value !== null &&
    Object.hasOwn(SHOP_LOCALES, value) &&
    (BRANDS[brand].locales as readonly string[]).includes(value)
  )
}
