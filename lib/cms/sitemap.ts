import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { FEATURE_ROUTES, LEGAL_PAGES, SHOP_ROUTES } from '@/lib/config/routes'

/**
 * What the sitemap lists, as pure data so the /sitemap page and /sitemap.xml agree: the app pages of
 * the brand (wishlist only where the brand has it) and every published content story, grouped for
 * people (shop, occasions, magazine, service, legal).
 */

export const SITEMAP_GROUPS = ['shop', 'occasions', 'magazine', 'service', 'legal'] as const
export type SitemapGroupKey = (typeof SITEMAP_GROUPS)[number]

export interface SitemapEntry {
  group: SitemapGroupKey
  /** Route segments below the locale. */
  route: string[]
  /** A label key of Content.sitemap for app pages; content pages bring their title. */
  labelKey?: 'home' | 'products' | 'wishlist'
  title?: string
  /** When the content last changed (a story's publication); app pages have none. */
  lastmod?: Date
}

/** Tags editors give occasion landing pages; magazine articles live under the magazine prefix. */
const OCCASION_TAG = 'anlass'
/** A story for a personal landing page (the newsletter confirmation): no sitemap lists it. */
export const NOINDEX_TAG = 'noindex'
const MAGAZINE_PREFIX = 'magazin'
const LEGAL_SLUGS = new Set<string>(Object.values(LEGAL_PAGES).map((route) => route.join('/')))

export function appEntries(brand: BrandKey): SitemapEntry[] {
  const entries: SitemapEntry[] = [{ group: 'shop', route: [...SHOP_ROUTES.products], labelKey: 'products' }]
  if (BRANDS[brand].features[FEATURE_ROUTES.wishlist])
    entries.push({ group: 'shop', route: [...SHOP_ROUTES.wishlist], labelKey: 'wishlist' })
  return entries
}

export interface ContentPageInfo {
  /** The request slug ("" is the home page). */
  slug: string
  title: string
  tags: readonly string[]
  /** ISO time of the story's last publication, when the content source gives one. */
  publishedAt?: string | null
}

export function contentEntry(page: ContentPageInfo): SitemapEntry {
  const route = page.slug ? page.slug.split('/') : []
  const published = page.publishedAt ? new Date(page.publishedAt) : null
  const lastmod = published && !Number.isNaN(published.getTime()) ? { lastmod: published } : {}
  if (!page.slug) return { group: 'shop', route, labelKey: 'home', ...lastmod }
  const group: SitemapGroupKey = LEGAL_SLUGS.has(page.slug)
    ? 'legal'
    : route[0] === MAGAZINE_PREFIX
      ? 'magazine'
      : page.tags.includes(OCCASION_TAG)
        ? 'occasions'
        : 'service'
  return { group, route, title: page.title, ...lastmod }
}

/** Every entry, home first, then app pages, then content pages by group and title. */
export function sitemapEntries(brand: BrandKey, pages: readonly ContentPageInfo[]): SitemapEntry[] {
  const content = pages.filter((page) => !page.tags.includes(NOINDEX_TAG)).map(contentEntry)
  const home = content.filter((e) => e.labelKey === 'home')
  const rest = content
    .filter((e) => e.labelKey !== 'home')
    .sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', 'de'))
  return [...home, ...appEntries(brand), ...rest]
}
