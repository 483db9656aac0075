import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { invoices } from './invoices'
import { orders } from './orders'
import { createdAt } from './shared'

/**
 * Money received for an order, as staff record it from the bank statement (issue 34 point 4): the
 * day it arrived and the amount in the order's currency (minor units). Several rows are partial
 * payments; what is still open is the order's total less these and its credit notes.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    receivedOn: date('received_on').notNull(),
    staffName: text('staff_name'),
    createdAt: createdAt(),
  },
  (t) => [index('order_payments_order').on(t.orderId), check('order_payments_amount', sql`${t.amount} > 0`)],
)

/** A payment reminder sent for an overdue invoice: level 1, then 2; each level once per order. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    /** The amount still open when it was sent, as the e-mail states it. */
    openAmount: integer('open_amount').notNull(),
    staffName: text('staff_name'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_reminders_order_level').on(t.orderId, t.level),
    check('payment_reminders_level', sql`${t.level} in (1, 2)`),
  ],
)

/**
 * A refund with its credit note (Gutschrift): the amount given back, the reason, and the credit
 * note's number from the cancellation invoices' gap-free series (ADR 0021, 0089), so every document
 * that reduces an invoice is numbered in one series. `document` is the frozen credit note like an
 * invoice's (read through lib/shop/sales/invoices/stored-document.ts). `total` is negative.
 */
export const refundCreditNotes = pgTable(
  'refund_credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    invoiceId: uuid('invoice_id')
      .notNull()
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
    reason: text('reason').notNull(),
    staffName: text('staff_name'),
    document: jsonb('document').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_credit_notes_order').on(t.orderId),
    check('refund_credit_notes_total', sql`${t.total} < 0`),
  ],
)

export type OrderPaymentRow = typeof orderPayments.$inferSelect
export type PaymentReminderRow = typeof paymentReminders.$inferSelect
export type RefundCreditNoteRow = typeof refundCreditNotes.$inferSelect
