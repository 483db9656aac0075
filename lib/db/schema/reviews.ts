import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import {
  REVIEW_PRODUCT_KIND_KEYS,
  REVIEW_SOURCES,
  REVIEW_STATUSES,
  type ReviewProductKind,
  type ReviewSource,
  type ReviewStatus,
} from '@/lib/model/reviews'
import { orderLines, orders } from './orders'
import { createdAt, sqlList } from './shared'

/**
 * Product reviews (docs/adr/0023-product-reviews.md): written by the buyer of a delivered order line
 * (`customer`, with the order and line) or imported from a review provider's export (`import`, with
 * the provider's id so a second import of the same export adds nothing). Only `published` rows count
 * towards a product's rating. The author is stored as shown (first name and initial), never the e-mail.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    productKind: text('product_kind').$type<ReviewProductKind>().notNull(),
    /** Catalogue reference as text: a design group id, a design id or an SKU, by kind. */
    productRef: text('product_ref').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body'),
    authorName: text('author_name').notNull(),
    source: text('source').$type<ReviewSource>().notNull(),
    // A GDPR deletion anonymises orders rather than deleting them; should one go, its reviews stay.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    externalId: text('external_id'),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('product_reviews_status', sql`${t.status} in (${sqlList(REVIEW_STATUSES)})`),
    check('product_reviews_source', sql`${t.source} in (${sqlList(REVIEW_SOURCES)})`),
    check('product_reviews_kind', sql`${t.productKind} in (${sqlList(REVIEW_PRODUCT_KIND_KEYS)})`),
    check(
      'product_reviews_origin',
      // A customer's line reference may become null only if the order is ever deleted (set null above).
      sql`(${t.source} = 'customer' and ${t.externalId} is null) or (${t.source} = 'import' and ${t.externalId} is not null and ${t.orderLineId} is null)`,
    ),
    check('product_reviews_published', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
    // One review per order line; NULLs (imports) never collide.
    unique('product_reviews_order_line').on(t.orderLineId),
    unique('product_reviews_external').on(t.source, t.externalId),
    index('product_reviews_product').on(t.productKind, t.productRef, t.status),
    index('product_reviews_status_created').on(t.status, t.createdAt),
  ],
)

export type ProductReviewRow = typeof productReviews.$inferSelect
