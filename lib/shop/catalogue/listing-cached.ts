import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { loadDesignPage } from './design-page'
import { catalogueNames, listDesignFacets, listDesignsThrough } from './listing'
import { cachedRead, CATALOGUE_READ_CACHE } from './read-cache'

/**
 * The listing reads as pages use them: kept in memory briefly (read-cache.ts), so a listing page and
 * its metadata, and every visitor asking for the same filters, share one set of queries. Domain code
 * and tests call the uncached functions in listing.ts.
 */
export const listDesignsThroughCached = cachedRead(listDesignsThrough)

export const listDesignFacetsCached = cachedRead(listDesignFacets)

export const catalogueNamesCached = cachedRead((db, input: { brand: BrandKey; locale: ShopLocaleCode }) =>
  catalogueNames(db, input.brand, input.locale),
)

/**
 * A product page's design, colourways and carousels (five queries), the same for every visitor. An
 * entry carries the design's template and three lists, so fewer are kept than for listings.
 */
export const loadDesignPageCached = cachedRead(loadDesignPage, { ...CATALOGUE_READ_CACHE, maxEntries: 100 })
