import 'server-only'
import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { localeCodeOf, type LocaleSegment } from '@/lib/config/locales'
import { loadSitemapPages } from '@/lib/cms/sitemap-pages'
import { sitemapEntries } from '@/lib/cms/sitemap'
import { localeChildren, sitemapParts, type SitemapUrls } from '@/lib/seo/sitemap/sitemap'
import { catalogueSitemapCached } from '@/lib/shop/catalogue/sitemap-urls'
import { onShopDb } from './shop-db'

const catalogueUrls = onShopDb(catalogueSitemapCached)

/**
 * Every indexable page of a brand in one locale, by sitemap part: the content and app pages of the
 * human sitemap (/sitemap) and the catalogue's designs, listings and themes.
 */
export async function sitemapUrls(brand: BrandKey, locale: LocaleSegment): Promise<SitemapUrls> {
  const [pages, catalogue] = await Promise.all([
    loadSitemapPages(brand, localeCodeOf(locale)),
    catalogueUrls(brand),
  ])
  const content = sitemapEntries(brand, pages).map((entry) => ({
    route: entry.route,
    lastmod: entry.lastmod ?? null,
  }))
  return sitemapParts(content, catalogue)
}

/** The children of the brand's sitemap index: each locale of the brand, each part, in chunks. */
export async function sitemapIndexChildren(brand: BrandKey) {
  const perLocale = await Promise.all(
    BRANDS[brand].locales.map(async (locale) => localeChildren(locale, await sitemapUrls(brand, locale))),
  )
  return perLocale.flat()
}
