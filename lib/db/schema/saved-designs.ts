import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { SAVED_DESIGN_NAME_MAX } from '@/lib/model/saved-designs'
import { designs } from './designs'
import { createdAt, sqlList } from './shared'

export const SAVED_DESIGN_PRODUCTS = [
  'card',
  'calendar',
  'photobook',
  'photobox',
  'photoprints',
  'collage',
] as const
export type SavedDesignProduct = (typeof SAVED_DESIGN_PRODUCTS)[number]

/**
 * A customer's own version of a catalogue design, autosaved by the editor (lib/shop/design-print/saved-designs).
 * Owned by an anonymous visitor key or, once accounts exist, a customer; exactly one of the two.
 * `revision` is the optimistic-concurrency counter: a save names the revision it was based on and
 * only succeeds while the row still has it, so two tabs cannot silently overwrite each other.
 */
export const savedDesigns = pgTable(
  'saved_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorKey: uuid('visitor_key'),
    // No foreign key yet: the customers table arrives with the account work; its id will be a uuid.
    customerId: uuid('customer_id'),
    /** The catalogue design it started from; kept (set null) if that design is withdrawn. */
    designId: integer('design_id').references(() => designs.id, { onDelete: 'set null' }),
    /** The design document, validated by lib/shop/design-print/design on every write; opaque here. */
    document: jsonb('document').notNull(),
    /** schemaVersion of `document`, so old rows can be found and migrated without parsing them all. */
    documentVersion: integer('document_version').notNull(),
    /**
     * What the document is: a card (options below) or a photo product (calendar, photo book, photo box,
     * photo prints, collage), whose options are the spec inside the document itself (ADR 0070, 0102).
     */
    product: text('product').$type<SavedDesignProduct>().notNull().default('card'),
    /** Card options (lib/shop/sales/pricing cardLineOptionsSchema), validated on write; null for other products. */
    options: jsonb('options'),
    /** The customer's own name for it; null: the list shows the catalogue design's name. */
    name: text('name'),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_designs_one_owner', sql`num_nonnulls(${t.visitorKey}, ${t.customerId}) = 1`),
    check('saved_designs_revision_positive', sql`${t.revision} > 0`),
    check('saved_designs_product', sql`${t.product} in (${sqlList(SAVED_DESIGN_PRODUCTS)})`),
    // Card options exist exactly for cards: a calendar's or book's options live in its document's spec.
    check(
      'saved_designs_name',
      sql`${t.name} is null or char_length(${t.name}) between 1 and ${sql.raw(String(SAVED_DESIGN_NAME_MAX))}`,
    ),
    check('saved_designs_options_card', sql`(${t.product} = 'card') = (${t.options} is not null)`),
    // "My designs": the owner's rows, most recently changed first.
    index('saved_designs_visitor').on(t.visitorKey, t.updatedAt.desc()),
    index('saved_designs_customer').on(t.customerId, t.updatedAt.desc()),
  ],
)

export type SavedDesignRow = typeof savedDesigns.$inferSelect
