import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { SHOP_LOCALES, type LocaleSegment } from '@/lib/config/locales'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls'

/**
 * The sitemaps of one brand (sitemaps.org): /sitemap.xml is an index of child sitemaps, one per
 * locale, part and chunk: /sitemap.xml?locale=de&part=designs&page=2. A child holds at most
 * SITEMAP_MAX_URLS URLs (the protocol allows 50,000 and 50 MB; with the hreflang alternates a URL
 * takes up to about 1 kB, so 40,000 keep a child well under both). Every URL is absolute on the
 * configured site URL of the brand, never on the Host of the request.
 */
export const SITEMAP_MAX_URLS = 40_000

/** Content and app pages, product pages of designs, design listings, theme pages. */
export const SITEMAP_PARTS = ['pages', 'designs', 'listings', 'themes'] as const
export type SitemapPart = (typeof SITEMAP_PARTS)[number]

/** One indexable page: its route below the locale and when its data last changed (if known). */
export interface SitemapUrl {
  route: readonly string[]
  lastmod?: Date | null
}

export type SitemapUrls = Record<SitemapPart, readonly SitemapUrl[]>

/**
 * The parts of one locale from its content/app pages and the catalogue's parts. A page the catalogue
 * lists as well (/products/, a listing dated by its newest design) is listed there only; a brand
 * without catalogue designs keeps it among its pages.
 */
export function sitemapParts(
  pages: readonly SitemapUrl[],
  catalogue: Omit<SitemapUrls, 'pages'>,
): SitemapUrls {
  const listed = new Set(catalogue.listings.map((url) => url.route.join('/')))
  return { ...catalogue, pages: pages.filter((url) => !listed.has(url.route.join('/'))) }
}

/** One child sitemap; `page` counts from 1. */
export interface SitemapChild {
  locale: LocaleSegment
  part: SitemapPart
  page: number
}

export const chunkCount = (urls: number) => Math.max(1, Math.ceil(urls / SITEMAP_MAX_URLS))

export function chunkOf<T>(urls: readonly T[], page: number): readonly T[] {
  return urls.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS)
}

/** The newest lastmod of some URLs, or null when none has one. */
export function newest(urls: readonly SitemapUrl[]): Date | null {
  let latest: Date | null = null
  for (const url of urls) if (url.lastmod && (!latest || url.lastmod > latest)) latest = url.lastmod
  return latest
}

/** The children of one locale: every part that has URLs, in chunks; a part without URLs is left out. */
export function localeChildren(
  locale: LocaleSegment,
  urls: SitemapUrls,
): (SitemapChild & { lastmod: Date | null })[] {
  return SITEMAP_PARTS.flatMap((part) => {
    if (urls[part].length === 0) return []
    return Array.from({ length: chunkCount(urls[part].length) }, (_, index) => ({
      locale,
      part,
      page: index + 1,
      lastmod: newest(chunkOf(urls[part], index + 1)),
    }))
  })
}

export function childPath(child: SitemapChild): string {
  const query = new URLSearchParams({ locale: child.locale, part: child.part })
  if (child.page > 1) query.set('page', String(child.page))
  return `/sitemap.xml?${query.toString()}`
}

/**
 * The child a query names, or null for one this brand does not have. No part is the content pages
 * (the URL the index named before it was split); a page beyond the last chunk is checked by the caller.
 */
export function parseChild(brand: BrandKey, query: URLSearchParams): SitemapChild | null {
  const locale = query.get('locale')
  const part = query.get('part') ?? 'pages'
  const page = query.get('page') ?? '1'
  if (!isBrandLocale(brand, locale)) return null
  if (!(SITEMAP_PARTS as readonly string[]).includes(part) || !/^[1-9]\d{0,5}$/.test(page)) return null
  return { locale, part: part as SitemapPart, page: Number(page) }
}

export function isBrandLocale(brand: BrandKey, value: string | null): value is LocaleSegment {
  return (
    value !== null &&
    Object.hasOwn(SHOP_LOCALES, value) &&
    (BRANDS[brand].locales as readonly string[]).includes(value)
  )
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** W3C datetime as sitemaps want it; the second is precise enough. */
const lastmodTag = (date: Date | null | undefined, indent: string) =>
  date ? [`${indent}<lastmod>${date.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`] : []

export function sitemapIndexXml(
  brand: BrandKey,
  children: readonly (SitemapChild & { lastmod: Date | null })[],
): string {
  const items = children.map((child) =>
    [
      '  <sitemap>',
      `    <loc>${escapeXml(absoluteUrl(brand, childPath(child)))}</loc>`,
      ...lastmodTag(child.lastmod, '    '),
      '  </sitemap>',
    ].join('\n'),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${items.join('\n')}
</sitemapindex>
`
}

/** The URLs of one child, each with its hreflang alternates (every locale of the brand plus x-default). */
export function urlSetXml(brand: BrandKey, segment: LocaleSegment, urls: readonly SitemapUrl[]): string {
  const items = urls.map((url) => {
    const loc = absoluteUrl(brand, publicPath(brand, segment, 'web', url.route))
    const alternates = Object.entries(languageAlternates(brand, url.route)).map(
      ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
    )
    return [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      ...lastmodTag(url.lastmod, '    '),
      ...alternates,
      '  </url>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${items.join('\n')}
</urlset>
`
}
