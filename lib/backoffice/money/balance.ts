import { and, eq, inArray, sql } from 'drizzle-orm'
import { PAYMENT_TERM_DAYS } from '@/lib/config/shipping'
import { SECOND_REMINDER_AFTER_DAYS, type ReminderLevel } from '@/lib/config/payment-reminders'
import {
  cancellationInvoices,
  invoices,
  orderPayments,
  paymentReminders,
  refundCreditNotes,
  type OrderRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { dayAfter } from '@/lib/shop/sales/invoices/document'

const DAY_MS = 24 * 60 * 60_000

/**
 * What an order's customer owes (issue 34 point 4), all in the order's currency (minor units): the
 * total, less the payments received and the credit notes (refunds, a cancellation). `open` is never
 * negative: money paid beyond what is owed is what a refund pays back.
 */
export interface OrderBalance {
  total: number
  paid: number
  credited: number
  open: number
  /** Invoice orders: the invoice's due date (YYYY-MM-DD, Munich); null for prepayment. */
  dueDate: string | null
  /** Reminder levels already sent, ascending. */
  reminders: ReminderLevel[]
  /** The reminder that may be sent now; null when none is due. */
  reminderDue: ReminderLevel | null
  lastReminderAt: Date | null
}

type BalanceOrder = Pick<OrderRow, 'id' | 'total' | 'status' | 'paymentMethod'>

/** Balances of these orders, by order id, from a handful of grouped reads. */
export async function balancesOf(
  db: Db,
  list: readonly BalanceOrder[],
  now = new Date(),
): Promise<Map<string, OrderBalance>> {
  const result = new Map<string, OrderBalance>()
  if (list.length === 0) return result
  const ids = list.map((o) => o.id)
  const [paid, refunded, cancelled, issued, sent] = await Promise.all([
    db
      .select({ orderId: orderPayments.orderId, sum: sql<string>`sum(${orderPayments.amount})` })
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, ids))
      .groupBy(orderPayments.orderId),
    db
      .select({ orderId: refundCreditNotes.orderId, sum: sql<string>`sum(${refundCreditNotes.total})` })
      .from(refundCreditNotes)
      .where(inArray(refundCreditNotes.orderId, ids))
      .groupBy(refundCreditNotes.orderId),
    db
      .select({ orderId: cancellationInvoices.orderId, total: cancellationInvoices.total })
      .from(cancellationInvoices)
      .where(inArray(cancellationInvoices.orderId, ids)),
    db
      .select({ orderId: invoices.orderId, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(inArray(invoices.orderId, ids)),
    db
      .select({
        orderId: paymentReminders.orderId,
        level: paymentReminders.level,
        at: paymentReminders.createdAt,
      })
      .from(paymentReminders)
      .where(inArray(paymentReminders.orderId, ids)),
  ])
  const sumOf = (rows: { orderId: string; sum: string | null }[], id: string) =>
    Number(rows.find((r) => r.orderId === id)?.sum ?? 0)
  for (const order of list) {
    // Credit notes are stored negative; `0 -` keeps an order without any at 0, not -0.
    const credited =
      0 - sumOf(refunded, order.id) - (cancelled.find((c) => c.orderId === order.id)?.total ?? 0)
    const paidSum = sumOf(paid, order.id)
    const open = order.status === 'cancelled' ? 0 : Math.max(0, order.total - credited - paidSum)
    const invoice = issued.find((i) => i.orderId === order.id)
    const dueDate =
      order.paymentMethod === 'invoice' && invoice ? dayAfter(invoice.issuedAt, PAYMENT_TERM_DAYS) : null
    const mine = sent.filter((s) => s.orderId === order.id).sort((a, b) => a.level - b.level)
    const reminders = mine.map((s) => s.level as ReminderLevel)
    const last = mine.at(-1)?.at ?? null
    result.set(order.id, {
      total: order.total,
      paid: paidSum,
      credited,
      open,
      dueDate,
      reminders,
      reminderDue: reminderDue({ open, dueDate, reminders, lastReminderAt: last }, now),
      lastReminderAt: last,
    })
  }
  return result
}

export async function balanceOf(db: Db, order: BalanceOrder, now = new Date()): Promise<OrderBalance> {
  const balance = (await balancesOf(db, [order], now)).get(order.id)
  if (!balance) throw new Error(`No balance for order ${order.id}`)
  return balance
}

/** Today in Munich as YYYY-MM-DD (the due date is a Munich calendar day). */
export const berlinToday = (now: Date) => dayAfter(now, 0)

/**
 * The reminder level due now: the first once the due date has passed unpaid, the second
 * SECOND_REMINDER_AFTER_DAYS after the first, never a level twice and nothing for a paid invoice.
 */
export function reminderDue(
  b: Pick<OrderBalance, 'open' | 'dueDate' | 'reminders' | 'lastReminderAt'>,
  now: Date,
): ReminderLevel | null {
  if (b.open <= 0 || b.dueDate === null || berlinToday(now) <= b.dueDate) return null
  if (!b.reminders.includes(1)) return 1
  if (b.reminders.includes(2) || !b.lastReminderAt) return null
  return now.getTime() - b.lastReminderAt.getTime() >= SECOND_REMINDER_AFTER_DAYS * DAY_MS ? 2 : null
}

/** Payments of one order (newest first) as the order page lists them. */
export async function paymentsOfOrder(db: Db, orderId: string) {
  return db
    .select({
      id: orderPayments.id,
      amount: orderPayments.amount,
      receivedOn: orderPayments.receivedOn,
      staffName: orderPayments.staffName,
    })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId)))
    .orderBy(sql`${orderPayments.receivedOn} desc, ${orderPayments.createdAt} desc`)
}
