import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core'
import { designs } from './designs'
import { createdAt } from './shared'

/**
 * Designs a visitor or customer keeps for later (spec: /wishlist, card channel). An anonymous visitor
 * owns items by the visitor key from their cookie; signing in moves them to the customer
 * (lib/shop/catalogue/wishlist.ts mergeWishlist). Exactly one owner per row.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    visitorKey: uuid('visitor_key'),
    // No foreign key yet: the customers table arrives with the account work; its id will be a uuid.
    customerId: uuid('customer_id'),
    designId: integer('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('wishlist_items_one_owner', sql`num_nonnulls(${t.visitorKey}, ${t.customerId}) = 1`),
    // NULLs are distinct in a unique constraint, so each owner column only collides with its own kind.
    unique('wishlist_items_visitor_design').on(t.visitorKey, t.designId),
    unique('wishlist_items_customer_design').on(t.customerId, t.designId),
    index('wishlist_items_design').on(t.designId),
  ],
)

export type WishlistItemRow = typeof wishlistItems.$inferSelect
