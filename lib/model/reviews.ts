import type { BrandKey } from '@/lib/config/brands'
import type { FlagName } from '@/lib/config/flags'

/** Review vocabulary shared by the database schema, the API, the import and the back office. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** `customer`: written in the account by the buyer of a delivered order; `import`: a provider export. */
export const REVIEW_SOURCES = ['customer', 'import'] as const
export type ReviewSource = (typeof REVIEW_SOURCES)[number]

/**
 * What a review is about and which catalogue the reference points into: a calendar design group
 * (lib/shop/photo-products/calendar/design-groups.ts id), a card design (designs.id) or an accessory (its SKU).
 * The brand follows from the kind: a product is sold in one shop.
 */
export const REVIEW_PRODUCT_KINDS = {
  calendar: { brand: 'poster' },
  card: { brand: 'card' },
  accessory: { brand: 'card' },
} as const satisfies Record<string, { brand: BrandKey }>
export type ReviewProductKind = keyof typeof REVIEW_PRODUCT_KINDS
export const REVIEW_PRODUCT_KIND_KEYS = Object.keys(REVIEW_PRODUCT_KINDS) as [
  ReviewProductKind,
  ...ReviewProductKind[],
]

/** Lengths a shopper sees in full on a tile or a detail page; the form and the import enforce them. */
export const REVIEW_LIMITS = {
  title: 120,
  text: 2000,
  authorName: 60,
  externalId: 100,
  productRef: 80,
} as const

/** The poster shop's experiment that shows calendar ratings (issue 9 point 8); only `on` shows them. */
export const CALENDAR_RATING_FLAG = 'voll_star_rating_calendar_VP320' satisfies FlagName
