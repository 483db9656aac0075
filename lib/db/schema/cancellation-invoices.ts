import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, yearlyCounterTable } from './shared'
import { invoices } from './invoices'
import { orders } from './orders'

/**
 * Cancellation invoices (Stornorechnungen) have their own gap-free series per brand and year
 * ("ST-2026-000001"), counted like the invoices (ADR 0014): the cancelling transaction increments the
 * row, a rollback takes the increment back.
 */
export const cancellationInvoiceCounters = yearlyCounterTable('cancellation_invoice_counters')

/**
 * At most one per invoice, issued in the transaction that cancels the order. `document` is the frozen
 * content of the PDF: the original invoice's document with every amount negated and `cancels` naming
 * the invoice it reverses (ADR 0021). `total` is negative (the original total, reversed).
 */
export const cancellationInvoices = pgTable(
  'cancellation_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
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
    unique('cancellation_invoices_brand_year_sequence').on(t.brand, t.year, t.sequence),
    check('cancellation_invoices_sequence', sql`${t.sequence} >= 1`),
    check('cancellation_invoices_total', sql`${t.total} <= 0`),
  ],
)

export type CancellationInvoiceRow = typeof cancellationInvoices.$inferSelect
