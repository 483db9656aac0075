import { DEFAULT_LISTING, QUERY_FILTERS, type ListingState } from './listing-urls'
import type { OccasionKey } from '@/lib/model/catalog-keys'
import type { ProductTypeKey } from '@/lib/model/product-types'
import { designFiltersSchema } from './schema'

/** What Next hands a page as searchParams. */
export type SearchParams = Record<string, string | string[] | undefined>

export interface ParsedListing {
  state: ListingState
  /**
   * False when the URL is not the state's one URL: an empty or invalid value (a GET form sends
   * color= for "all colours"), a repeated parameter, or a product type that belongs in the path. The
   * page then redirects to listingRoute/listingSearch, so forms work without JavaScript and every
   * listing is shared under one address.
   */
  canonical: boolean
}

const fields = designFiltersSchema.shape

/**
 * Reads a listing URL. Invalid values are dropped rather than answered with an error page: a
 * shopper with an old link still gets the listing, just less filtered.
 */
export function parseListing(
  search: SearchParams,
  path: { occasion?: OccasionKey; productType?: ProductTypeKey } = {},
): ParsedListing {
  let canonical = true
  const read = (param: string): string | undefined => {
    const raw = search[param]
    if (raw === undefined) return undefined
    if (Array.isArray(raw) || raw === '') canonical = false
    return Array.isArray(raw) ? raw[0] : raw || undefined
  }
  const valid = <T>(param: string, schema: { safeParse(v: unknown): { success: boolean; data?: T } }) => {
    const value = read(param)
    if (value === undefined) return undefined
    const parsed = schema.safeParse(value)
    if (!parsed.success) canonical = false
    return parsed.success ? parsed.data : undefined
  }

  const state: ListingState = {
    ...DEFAULT_LISTING,
    occasion: path.occasion,
    productType: path.productType,
  }
  for (const [param, field] of Object.entries(QUERY_FILTERS)) {
    const value = valid<string>(param, fields[field])
    if (value === undefined) continue
    if (field === 'productType' && path.productType !== undefined) {
      canonical = false
      continue
    }
    // The occasion × type listing has the type in its path.
    if (field === 'productType' && path.occasion !== undefined) canonical = false
    Object.assign(state, { [field]: value })
  }
  state.sort = valid('sort', fields.sort) ?? DEFAULT_LISTING.sort
  state.pageSize = valid('pageSize', fields.pageSize) ?? DEFAULT_LISTING.pageSize
  state.page = valid('page', fields.page) ?? DEFAULT_LISTING.page
  // Defaults spelt out (sort=popularity) are left out of the one URL of the state.
  for (const key of ['sort', 'pageSize', 'page'] as const) {
    if (search[key] !== undefined && String(state[key]) === String(DEFAULT_LISTING[key])) canonical = false
  }
  return { state, canonical }
}
