import { DESIGN_PAGE_SIZES, type DesignPageSize } from '@/lib/config/catalog'
import { DESIGN_SEGMENT, DESIGN_TOOL_ROUTES, PRODUCTS_SEGMENT, THEMES_SEGMENT } from '@/lib/config/routes'
import type { DesignSortKey } from '@/lib/model/design-keys'
import { OCCASION_KEYS, type OccasionKey, type ProductKindKey } from '@/lib/model/catalog-keys'
import { PRODUCT_TYPES, PRODUCT_TYPE_KEYS, type ProductTypeKey } from '@/lib/model/product-types'
import type { ListDesignsQuery } from './schema'

/**
 * The listing URL scheme (pure; pages and components build every catalogue link here). Route segments
 * come back without locale or slash rule: pass them to shopHref (lib/seo/urls.ts).
 *
 *   /products/                              all designs of the brand
 *   /products/{occasion}/                   an occasion (its German key: hochzeit, geburt, ...)
 *   /products/{occasion}/{product type}/    occasion × product type, German slug (klappkarte, ...)
 *   /products/design/{design slug}/         product detail page of one design
 *   /themes/{id}/                           a theme's designs (/themes/ = theme 1461)
 *
 * Further filters, sort and paging are query parameters named by the spec's filter keys
 * (aspectRatio, category, color, label, product, punching, style) plus sort, pageSize and page;
 * defaults are left out so every state has exactly one URL. A product type without an occasion is
 * the query parameter `product`, so the path stays two levels deep at most.
 */

/** German URL form of a text: lower case, umlauts spelled out, words joined by single dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Product type key → German slug, derived from the vocabulary's German names (unique; tested). */
export const PRODUCT_TYPE_SLUGS = Object.fromEntries(
  PRODUCT_TYPE_KEYS.map((key) => [key, slugify(PRODUCT_TYPES[key].de)]),
) as Record<ProductTypeKey, string>

const TYPE_BY_SLUG = new Map(PRODUCT_TYPE_KEYS.map((key) => [PRODUCT_TYPE_SLUGS[key], key]))

export function productTypeFromSlug(slug: string): ProductTypeKey | undefined {
  return TYPE_BY_SLUG.get(slug)
}

export function occasionFromSlug(slug: string): OccasionKey | undefined {
  return (OCCASION_KEYS as readonly string[]).includes(slug) ? (slug as OccasionKey) : undefined
}

/** Filters that travel in the query string, with the spec's parameter names. */
export const QUERY_FILTERS = {
  product: 'productType',
  category: 'category',
  color: 'color',
  style: 'style',
  label: 'label',
  aspectRatio: 'aspectRatio',
  punching: 'punching',
} as const satisfies Record<string, keyof ListDesignsQuery>
export type QueryFilterParam = keyof typeof QUERY_FILTERS

export type ListingFilters = Pick<
  ListDesignsQuery,
  'occasion' | 'productType' | 'category' | 'color' | 'style' | 'label' | 'aspectRatio' | 'punching'
>

export interface ListingState extends ListingFilters {
  sort: DesignSortKey
  /** How many pages of `pageSize` are shown ("show more" adds one). */
  page: number
  pageSize: DesignPageSize
}

export const DEFAULT_LISTING: Pick<ListingState, 'sort' | 'page' | 'pageSize'> = {
  sort: 'popularity',
  page: 1,
  pageSize: DESIGN_PAGE_SIZES[0],
}

/** The path of a listing: occasion and product type live in the path when there is an occasion. */
export function listingRoute(state: ListingFilters): string[] {
  if (state.occasion === undefined) return [PRODUCTS_SEGMENT]
  if (state.productType === undefined) return [PRODUCTS_SEGMENT, state.occasion]
  return [PRODUCTS_SEGMENT, state.occasion, PRODUCT_TYPE_SLUGS[state.productType]]
}

/** The query string of a listing ("" or "?…"), defaults omitted, parameters in a fixed order. */
export function listingSearch(state: Partial<ListingState>, inPath = listingRoute(state).length): string {
  const params = new URLSearchParams()
  for (const [param, field] of Object.entries(QUERY_FILTERS)) {
    // A product type already in the path (occasion × type) is not repeated in the query.
    if (field === 'productType' && inPath === 3) continue
    const value = state[field]
    if (value !== undefined) params.set(param, value)
  }
  appendPaging(params, state)
  const text = params.toString()
  return text ? `?${text}` : ''
}

function appendPaging(params: URLSearchParams, state: Partial<ListingState>): void {
  if (state.sort !== undefined && state.sort !== DEFAULT_LISTING.sort) params.set('sort', state.sort)
  if (state.pageSize !== undefined && state.pageSize !== DEFAULT_LISTING.pageSize)
    params.set('pageSize', String(state.pageSize))
  if (state.page !== undefined && state.page > 1) params.set('page', String(state.page))
}

/** A listing state changed by `patch`; any filter or sort change starts again at page 1. */
export function withListing(state: ListingState, patch: Partial<ListingState>): ListingState {
  const next = { ...state, ...patch }
  return 'page' in patch ? next : { ...next, page: 1 }
}

export function designRoute(slug: string): string[] {
  return [PRODUCTS_SEGMENT, DESIGN_SEGMENT, slug]
}

export function themeRoute(id?: number): string[] {
  return id === undefined ? [THEMES_SEGMENT] : [THEMES_SEGMENT, String(id)]
}

/** Query string of a theme page: only sort and paging (the theme is the path). */
export function themeSearch(state: Partial<Pick<ListingState, 'sort' | 'page' | 'pageSize'>>): string {
  const params = new URLSearchParams()
  appendPaging(params, state)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The design tools by product kind (lib/config/routes.ts; its keys are product kinds, tested). */
const DESIGN_TOOLS: Partial<Record<ProductKindKey, string>> = DESIGN_TOOL_ROUTES

/**
 * Route and query of "design now" for a design, or null when its kind has no design tool. `options`
 * are the product page's chosen options as URL parameters (productOptions' `params`): the tool opens
 * with exactly those choices (issue 30 point 1).
 */
export function designToolLink(
  design: { id: number; productType: ProductTypeKey },
  options: Readonly<Record<string, string>> = {},
) {
  const route = DESIGN_TOOLS[PRODUCT_TYPES[design.productType].kind]
  const search = new URLSearchParams({ design: String(design.id), ...options })
  return route ? { route: [route], search: `?${search}` } : null
}
