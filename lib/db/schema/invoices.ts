import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, yearlyCounterTable } from './shared'
import { orders } from './orders'

/**
 * Invoice numbers must run without gaps per issuer and year (German VAT law, GoBD). A sequence cannot
 * promise that (a rolled-back transaction loses its value), so the last number of each brand and year
 * is a row that the order transaction increments: the row lock serialises parallel checkouts, and a
 * rollback takes the increment back with everything else.
 */
export const invoiceCounters = yearlyCounterTable('invoice_counters')

/**
 * One invoice per order, issued in the order transaction. `document` is the complete snapshot the PDF
 * is drawn from (seller, buyer, lines, VAT, totals, payment terms as at issue), so the PDF of an
 * invoice never changes, whatever later happens to the catalogue, the price list or the seller data.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
    /**
     * Versioned JSON (`{ version: 1, … }`), unknown to this layer: every read parses it with
     * lib/shop/sales/invoices/stored-document.ts (ADR 0052).
     */
    document: jsonb('document').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_brand_year_sequence').on(t.brand, t.year, t.sequence),
    check('invoices_sequence', sql`${t.sequence} >= 1`),
  ],
)

export type InvoiceRow = typeof invoices.$inferSelect
