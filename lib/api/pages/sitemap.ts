import 'server-only'
import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { localeCodeOf, type LocaleSegment } from '@/lib/config/locales'
import { PRODUCTS_SEGMENT } from '@/lib/config/routes'
import { loadSitemapPages } from '@/lib/cms/sitemap-pages'
import { sitemapEntries } from '@/lib/cms/sitemap'
import { localeChildren, type SitemapUrls } from '@/lib/seo/sitemap/sitemap'
import { catalogueSitemapCached } from '@/lib/shop/catalogue/sitemap-urls'
import { onShopDb } from './shop-db'

const catalogueUrls = onShopDb(catalogueSitemapCached)

/**
 * Every indexable page of a brand in one locale, by sitemap part: the content and app pages of the
 * human sitemap (/sitemap) and the catalogue's designs, listings and themes. /products/ is a listing
 * and is listed there, with the date of its newest design.
 */
export async function sitemapUrls(brand: BrandKey, locale: LocaleSegment): Promise<SitemapUrls> {
  const [pages, catalogue] = await Promise.all([
    loadSitemapPages(brand, localeCodeOf(locale)),
    catalogueUrls(brand),
  ])
  const content = sitemapEntries(brand, pages).filter(
    (entry) => !(entry.route.length === 1 && entry.route[0] === PRODUCTS_SEGMENT),
  )
  return {
    pages: content.map((entry) => ({ route: entry.route, lastmod: entry.lastmod ?? null })),
    ...catalogue,
  }
}

/** The children of the brand's sitemap index: each locale of the brand, each part, in chunks. */
export async function sitemapIndexChildren(brand: BrandKey) {
  const perLocale = await Promise.all(
    BRANDS[brand].locales.map(async (locale) => localeChildren(locale, await sitemapUrls(brand, locale))),
  )
  return perLocale.flat()
}
