import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { designs } from './designs'
import { createdAt, sqlList } from './shared'

/**
 * The server-side cart (issue 6). An anonymous visitor owns a cart by the visitor key cookie; signing in
 * moves its lines to the customer's cart (lib/shop/sales/cart/merge.ts). `revision` goes up on every change,
 * so a second tab can tell that its copy is stale. Prices are never stored: every read re-prices.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorKey: uuid('visitor_key').unique(),
    // No foreign key yet: the customers table arrives with the account work; its id will be a uuid.
    customerId: uuid('customer_id').unique(),
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carts_owner', sql`num_nonnulls(${t.visitorKey}, ${t.customerId}) >= 1`)],
)

export const CART_ITEM_KINDS = [
  'card',
  'sample',
  'accessory',
  'wallart',
  'calendar',
  'photobook',
  'photobox',
  'photoprints',
  'collage',
  'giftvoucher',
] as const
export type CartItemKind = (typeof CART_ITEM_KINDS)[number]

/**
 * One line. `card`: a personalised card (catalogue design or a design snapshot from the editor) with its
 * pricing options; `sample`: one sample card of a catalogue design; `accessory`: an accessory SKU;
 * `wallart`: a photo on poster, canvas or in a frame, its size and material in the snapshot's `wallArt`
 * spec (ADR 0058), which is all its price and print file are made from; `calendar` / `photobook`: a
 * multi-page photo product whose snapshot carries its `calendar` / `photobook` spec, likewise the only
 * source of its options, price and print files (ADR 0070); `photobox` / `photoprints` / `collage` likewise
 * with their `photobox` / `photoPrints` / `collage` spec (a collage also carries `wallArt`) (ADR 0078);
 * `giftvoucher`: one gift voucher, its value, delivery and words in `options` (ADR 0110).
 * A removed line keeps its row with `removedAt` set until the next change, so "undo" restores it exactly.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CartItemKind>().notNull(),
    designId: integer('design_id').references(() => designs.id, { onDelete: 'set null' }),
    /** The editor's saved design (its table arrives with the design tool); no foreign key yet. */
    savedDesignId: uuid('saved_design_id'),
    /** The design document as it was added, so the order prints what the customer saw. */
    designSnapshot: jsonb('design_snapshot'),
    /** Card line options of the pricing engine, without quantity (lib/shop/sales/pricing cardLineOptionsSchema). */
    options: jsonb('options').$type<Record<string, unknown>>(),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_items_kind', sql`${t.kind} in (${sqlList(CART_ITEM_KINDS)})`),
    check('cart_items_quantity', sql`${t.quantity} between 1 and 5000`),
    index('cart_items_cart').on(t.cartId),
  ],
)

export type CartRow = typeof carts.$inferSelect
export type CartItemRow = typeof cartItems.$inferSelect
