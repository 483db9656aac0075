import { z } from 'zod'
import { BRAND_KEYS } from '@/lib/config/brands'
import { DEFAULT_THEME_ID, DESIGN_PAGE_SIZES, PAPER_KEYS } from '@/lib/config/catalog'
import { SHOP_LOCALES, type ShopLocaleCode } from '@/lib/config/locales'
import { ACCESSORY_KIND_KEYS, PUNCHING_SHAPE_KEYS } from '@/lib/model/accessory-keys'
import {
  ASPECT_RATIO_KEYS,
  COLOUR_KEYS,
  DESIGN_LABEL_KEYS,
  DESIGN_SORT_KEYS,
  DESIGN_STYLE_KEYS,
} from '@/lib/model/design-keys'
import { CATEGORY_KEYS, OCCASION_KEYS } from '@/lib/model/catalog-keys'
import { PRODUCT_TYPE_KEYS } from '@/lib/model/product-types'

/**
 * Inputs of the catalogue functions, parsed at the edge (route handlers, server actions) and again by
 * the functions themselves so defaults apply the same everywhere. Query strings arrive as text, hence
 * the coercion of the numeric fields; the field names are the spec's filter keys.
 */

const SHOP_LOCALE_CODES = Object.values(SHOP_LOCALES).map((l) => l.code) as [
  ShopLocaleCode,
  ...ShopLocaleCode[],
]

export const brandSchema = z.enum(BRAND_KEYS).describe('Brand channel: card or poster')
export const shopLocaleSchema = z.enum(SHOP_LOCALE_CODES).describe('Shop locale, e.g. de-DE')
/**
 * A positive id from JSON (a number) or a query string (digits). Not z.coerce: that reads `true` as 1
 * and `[5]` as 5, so a malformed body would pass as an id instead of getting its 400.
 */
const positiveId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647))

export const designIdSchema = positiveId.describe('Design id')
export const themeIdSchema = positiveId.describe(`Theme id; ${DEFAULT_THEME_ID} when missing`)

const pageSizes = DESIGN_PAGE_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<12>, z.ZodLiteral<48>]

/** The listing's filters, sort and page: what a listing URL's query string carries. */
export const designFiltersSchema = z.object({
  occasion: z.enum(OCCASION_KEYS).optional().describe('Occasion key, e.g. hochzeit'),
  productType: z.enum(PRODUCT_TYPE_KEYS).optional().describe('Product type key, e.g. folded-card'),
  category: z.enum(CATEGORY_KEYS).optional().describe('Category key, e.g. invitation'),
  theme: themeIdSchema.optional().describe('Only designs of this theme'),
  color: z.enum(COLOUR_KEYS).optional().describe('Colour family the design is listed under'),
  label: z.enum(DESIGN_LABEL_KEYS).optional().describe('Label such as new or bestseller'),
  style: z.enum(DESIGN_STYLE_KEYS).optional().describe('Design style, e.g. boho'),
  aspectRatio: z.enum(ASPECT_RATIO_KEYS).optional().describe('landscape, portrait or square'),
  punching: z.enum(PUNCHING_SHAPE_KEYS).optional().describe('Only designs laid out for this punching'),
  sort: z.enum(DESIGN_SORT_KEYS).default('popularity').describe('popularity (default) or newest first'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page number'),
  pageSize: z.coerce
    .number()
    .pipe(z.union(pageSizes))
    .default(DESIGN_PAGE_SIZES[0])
    .describe('Designs per page: 12 or 48'),
})

export const listDesignsInputSchema = designFiltersSchema.extend({
  brand: brandSchema,
  locale: shopLocaleSchema,
})
export type ListDesignsInput = z.input<typeof listDesignsInputSchema>
export type ListDesignsQuery = z.output<typeof listDesignsInputSchema>

export const listThemesInputSchema = z.object({
  locale: shopLocaleSchema,
  occasion: z.enum(OCCASION_KEYS).optional().describe('Only themes of this occasion'),
  sort: z.enum(DESIGN_SORT_KEYS).default('popularity').describe('popularity (its designs) or newest first'),
})
export type ListThemesInput = z.input<typeof listThemesInputSchema>

export const accessoryKindSchema = z.enum(ACCESSORY_KIND_KEYS).describe('Accessory kind, e.g. envelope')
export const paperSchema = z.enum(PAPER_KEYS).describe('Paper key, e.g. premium-matt')

/**
 * Who owns a wishlist: the anonymous visitor key from the cookie (spec: "a generated UUID"), or the
 * signed-in customer. Exactly one, never both, so an item is never counted twice.
 */
export const wishlistOwnerSchema = z.union([
  z.strictObject({ visitorKey: z.uuid().describe('Anonymous visitor key from the cookie') }),
  z.strictObject({ customerId: z.uuid().describe('Signed-in customer id') }),
])
export type WishlistOwner = z.infer<typeof wishlistOwnerSchema>
