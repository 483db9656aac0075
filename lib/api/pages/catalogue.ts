import 'server-only'
import { listAccessories } from '@/lib/shop/catalogue/accessories'
import { loadDesignPage } from '@/lib/shop/catalogue/design-page'
import { listDesignsThrough } from '@/lib/shop/catalogue/listing'
import {
  catalogueNamesCached,
  listDesignFacetsCached,
  listDesignsThroughCached,
  loadDesignPageCached,
} from '@/lib/shop/catalogue/listing-cached'
import { listProductKinds } from '@/lib/shop/catalogue/product-kinds'
import { getTheme, listThemes } from '@/lib/shop/catalogue/themes'
import { onShopDb } from './shop-db'

/**
 * The catalogue as pages and CMS containers read it. Listing and product pages go through the
 * short-lived read cache (listing-cached.ts: a page and its metadata share one set of queries); the
 * CMS containers read uncached.
 */
export const pageDesigns = onShopDb(listDesignsThroughCached)
export const pageDesignFacets = onShopDb(listDesignFacetsCached)
export const pageCatalogueNames = onShopDb(catalogueNamesCached)
export const pageDesign = onShopDb(loadDesignPageCached)

export const containerDesigns = onShopDb(listDesignsThrough)
export const containerDesign = onShopDb(loadDesignPage)

export const catalogueTheme = onShopDb(getTheme)
export const catalogueThemes = onShopDb(listThemes)
export const catalogueAccessories = onShopDb(listAccessories)
export const catalogueProductKinds = onShopDb(listProductKinds)
