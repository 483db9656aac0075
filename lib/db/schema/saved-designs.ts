import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { designs } from './designs'
import { createdAt } from './shared'

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
    /** Product options (lib/shop/sales/pricing cardLineOptionsSchema), validated on write. */
    options: jsonb('options').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_designs_one_owner', sql`num_nonnulls(${t.visitorKey}, ${t.customerId}) = 1`),
    check('saved_designs_revision_positive', sql`${t.revision} > 0`),
    // "My designs": the owner's rows, most recently changed first.
    index('saved_designs_visitor').on(t.visitorKey, t.updatedAt.desc()),
    index('saved_designs_customer').on(t.customerId, t.updatedAt.desc()),
  ],
)

export type SavedDesignRow = typeof savedDesigns.$inferSelect
