import { arrayContains, eq, inArray } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import { designs, productKinds, productTypes, themes } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OccasionKey } from '@/lib/model/catalog-keys'
import type { ProductTypeKey } from '@/lib/model/product-types'
import type { SitemapUrl } from '@/lib/seo/sitemap/sitemap'
import { designRoute, listingRoute, themeRoute } from './listing-urls'
import { cachedRead } from './read-cache'

/**
 * The catalogue's indexable pages of a brand for the sitemap (issue 32 point 3): the product page of
 * every design the brand sells, the listings that have designs (all designs, each occasion, each
 * occasion × product type) and the theme pages with designs of the brand. lastmod is the data's own
 * date: a design's creation (the generator re-creates a design it changes), for a listing or theme its
 * newest design (or the theme's own date when later). Configurators are not listed (noindex).
 */
export interface CatalogueSitemapUrls {
  designs: SitemapUrl[]
  listings: SitemapUrl[]
  themes: SitemapUrl[]
}

export interface CatalogueSitemapRow {
  slug: string
  createdAt: Date
  occasion: OccasionKey | null
  productType: ProductTypeKey
  themeId: number | null
  themeCreatedAt: Date | null
}

/** One read: the designs of the brand's product kinds with their theme's date. */
export async function catalogueSitemapRows(db: Db, brand: BrandKey): Promise<CatalogueSitemapRow[]> {
  const typesOfBrand = db
    .select({ key: productTypes.key })
    .from(productTypes)
    .innerJoin(productKinds, eq(productKinds.key, productTypes.kind))
    .where(arrayContains(productKinds.brands, [brand]))
  return db
    .select({
      slug: designs.slug,
      createdAt: designs.createdAt,
      occasion: designs.occasion,
      productType: designs.productType,
      themeId: designs.themeId,
      themeCreatedAt: themes.createdAt,
    })
    .from(designs)
    .leftJoin(themes, eq(themes.id, designs.themeId))
    .where(inArray(designs.productType, typesOfBrand))
    .orderBy(designs.id)
}

const later = (a: Date | null | undefined, b: Date | null | undefined) =>
  !a ? (b ?? null) : !b || a > b ? a : b

/** The URLs the rows make (pure: the unit tests feed it a fake catalogue). */
export function catalogueSitemapUrls(rows: readonly CatalogueSitemapRow[]): CatalogueSitemapUrls {
  const listings = new Map<string, SitemapUrl>()
  const themePages = new Map<number, SitemapUrl>()
  const touch = (map: Map<string, SitemapUrl>, route: string[], lastmod: Date) => {
    const key = route.join('/')
    const seen = map.get(key)
    map.set(key, { route, lastmod: later(seen?.lastmod, lastmod) })
  }
  const designUrls = rows.map((row) => {
    touch(listings, listingRoute({}), row.createdAt)
    if (row.occasion !== null) {
      touch(listings, listingRoute({ occasion: row.occasion }), row.createdAt)
      touch(listings, listingRoute({ occasion: row.occasion, productType: row.productType }), row.createdAt)
    }
    if (row.themeId !== null) {
      const seen = themePages.get(row.themeId)
      themePages.set(row.themeId, {
        route: themeRoute(row.themeId),
        lastmod: later(later(seen?.lastmod, row.createdAt), row.themeCreatedAt),
      })
    }
    return { route: designRoute(row.slug), lastmod: row.createdAt }
  })
  return {
    designs: designUrls,
    listings: [...listings.values()],
    themes: [...themePages.entries()].sort(([a], [b]) => a - b).map(([, url]) => url),
  }
}

/**
 * Kept like the listings (read-cache.ts: a minute, dropped when the catalogue changes), so the index
 * and its children, asked for one after another by a crawler, share one read.
 */
export const catalogueSitemapCached = cachedRead(async (db, brand: BrandKey) =>
  catalogueSitemapUrls(await catalogueSitemapRows(db, brand)),
)
