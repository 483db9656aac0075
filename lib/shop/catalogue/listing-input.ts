import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { OccasionKey } from '@/lib/model/catalog-keys'
import type { ListingState } from './listing-urls'
import type { ProductTypeKey } from '@/lib/model/product-types'
import type { ListDesignsInput } from './schema'

/**
 * The catalogue read behind a listing page, built in one place so that equal states give equal
 * inputs (same fields, same order): the read cache keys on the input's JSON, so the page and its
 * metadata share one read instead of two.
 */
export function listingReadInput(
  brand: BrandKey,
  locale: ShopLocaleCode,
  state: ListingState,
): ListDesignsInput {
  return {
    brand,
    locale,
    occasion: state.occasion,
    productType: state.productType,
    category: state.category,
    color: state.color,
    style: state.style,
    label: state.label,
    aspectRatio: state.aspectRatio,
    punching: state.punching,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  }
}

/**
 * The read whose total the metadata names ("42 Designs" of the occasion, not of the query filters):
 * the page's own read with the query filters left out, which is the very same read whenever the URL
 * has none.
 */
export function listingTotalInput(
  brand: BrandKey,
  locale: ShopLocaleCode,
  path: { occasion?: OccasionKey; productType?: ProductTypeKey },
  state: ListingState,
): ListDesignsInput {
  return listingReadInput(brand, locale, {
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
    occasion: path.occasion,
    productType: path.productType,
  })
}
