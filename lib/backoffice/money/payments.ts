import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  invoices,
  orderEvents,
  orderPayments,
  orders,
  paymentReminders,
  type OrderRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { enqueueMail } from '@/lib/mail/outbox'
import { ShopError } from '@/lib/shop/common/errors'
import { issueRefundCreditNote } from '@/lib/shop/sales/invoices/refund'
import { orderView } from '@/lib/shop/sales/orders/read'
import { refundMail, reminderMail } from '@/lib/shop/sales/orders/payment-mails'
import { assertTransition } from '@/lib/shop/sales/orders/state-machine'
import { recordOrderAction, type HistoryStaff } from '../history'
import { amountSchema, paymentDaySchema } from './amount'
import { balanceOf, berlinToday } from './balance'
import { issueGiftVouchersOfOrder } from '@/lib/shop/sales/gift-vouchers/paid'

/** Money problems staff can fix by reading the sentence (always a 409 or 422). */
export class MoneyProblem extends ShopError {}

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(minor / 100)
const germanDay = (day: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )

export const paymentInputSchema = z.strictObject({
  amount: amountSchema,
  receivedOn: paymentDaySchema,
})
export const refundInputSchema = z.strictObject({
  amount: amountSchema,
  reason: z
    .string()
    .trim()
    .min(3, 'Bitte einen Grund angeben (mindestens 3 Zeichen).')
    .max(200, 'Der Grund ist zu lang (höchstens 200 Zeichen).'),
})

async function lockedOrder(tx: Db, number: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update')
  if (!order) throw new ShopError(`Die Bestellung ${number} gibt es nicht.`, { status: 404, field: 'number' })
  return order
}

/**
 * Records money received for an order in any state but cancelled (issue 34 point 4): several
 * payments add up (partial payments), more than is open is refused (a typo, or a refund to make).
 * An order still "placed" that is now paid in full becomes "paid". In the order's history.
 */
export async function recordPayment(
  db: Db,
  number: string,
  input: z.input<typeof paymentInputSchema>,
  staff: HistoryStaff,
  now = new Date(),
): Promise<{ open: number }> {
  const payment = paymentInputSchema.parse(input)
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, number)
    if (order.status === 'cancelled') {
      throw new MoneyProblem(
        `Die Bestellung ${number} ist storniert; eine Zahlung dazu wird erstattet, nicht erfasst.`,
        {
          status: 409,
          field: 'amount',
        },
      )
    }
    if (payment.receivedOn > berlinToday(now)) {
      throw new MoneyProblem('Das Zahlungsdatum liegt in der Zukunft.', { status: 422, field: 'receivedOn' })
    }
    const balance = await balanceOf(tx, order, now)
    if (payment.amount > balance.open) {
      throw new MoneyProblem(
        balance.open === 0
          ? `Zur Bestellung ${number} ist nichts mehr offen.`
          : `Der Betrag ist höher als der offene Betrag von ${money(balance.open, order.currency)}.`,
        { status: 422, field: 'amount' },
      )
    }
    await tx.insert(orderPayments).values({
      orderId: order.id,
      amount: payment.amount,
      receivedOn: payment.receivedOn,
      staffName: staff.name,
      createdAt: now,
    })
    const open = balance.open - payment.amount
    await recordOrderAction(tx, {
      orderId: order.id,
      staff,
      action: 'payment',
      note: `${money(payment.amount, order.currency)} am ${germanDay(payment.receivedOn)} eingegangen; offen: ${money(open, order.currency)}`,
      at: now,
    })
    if (open === 0 && order.status === 'placed') {
      assertTransition(order.status, 'paid', 'staff')
      await tx.update(orders).set({ status: 'paid', updatedAt: now }).where(eq(orders.id, order.id))
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: order.status,
        toStatus: 'paid',
        actor: 'staff',
        staffName: staff.name,
        note: null,
        createdAt: now,
      })
      // Paid in full: the gift vouchers it bought get their codes and are mailed (ADR 0110).
      await issueGiftVouchersOfOrder(tx, order, now)
    }
    return { open }
  })
}

/**
 * A refund after delivery (a complaint, a goodwill reduction): amount and reason, and a credit note
 * (Rechnungskorrektur) issued in the same transaction and mailed to the customer. Before shipping an
 * order is cancelled instead (its cancellation invoice reverses all of it), so refunds are for shipped
 * and delivered orders only, and never more than the invoice still stands at (ADR 0089).
 */
export async function recordRefund(
  db: Db,
  number: string,
  input: z.input<typeof refundInputSchema>,
  staff: HistoryStaff,
  now = new Date(),
): Promise<{ creditNote: string }> {
  const refund = refundInputSchema.parse(input)
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, number)
    if (order.status !== 'shipped' && order.status !== 'delivered') {
      throw new MoneyProblem(
        'Erstattet wird nach dem Versand. Vorher wird die Bestellung storniert; die Stornorechnung hebt dann die ganze Rechnung auf.',
        { status: 409, field: 'status' },
      )
    }
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id))
    if (!invoice) {
      throw new MoneyProblem(
        `Zur Bestellung ${number} gibt es keine Rechnung, die korrigiert werden könnte.`,
        {
          status: 409,
          field: 'amount',
        },
      )
    }
    const balance = await balanceOf(tx, order, now)
    const standing = order.total - balance.credited
    if (refund.amount > standing) {
      throw new MoneyProblem(
        `Höchstens ${money(standing, order.currency)} können erstattet werden (Rechnungsbetrag abzüglich früherer Erstattungen).`,
        { status: 422, field: 'amount' },
      )
    }
    const note = await issueRefundCreditNote(tx, invoice, { ...refund, staffName: staff.name }, now)
    await recordOrderAction(tx, {
      orderId: order.id,
      staff,
      action: 'refund',
      note: `${money(refund.amount, order.currency)} – ${refund.reason} (Rechnungskorrektur ${note.number})`,
      at: now,
    })
    await enqueueMail(
      tx,
      refundMail(await orderView(tx, order), {
        number: note.number,
        amount: refund.amount,
        reason: refund.reason,
      }),
    )
    return { creditNote: note.number }
  })
}

/**
 * Sends the payment reminder that is due (first, then second; lib/config/payment-reminders.ts) for an
 * overdue invoice, through the mail outbox with the invoice attached. A level is sent once: the unique
 * (order, level) row is the guard, so two clicks at once send one e-mail and the other gets a 409.
 */
export async function sendPaymentReminder(
  db: Db,
  number: string,
  staff: HistoryStaff,
  now = new Date(),
): Promise<{ level: 1 | 2 }> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, number)
    const balance = await balanceOf(tx, order, now)
    const level = balance.reminderDue
    if (level === null) {
      throw new MoneyProblem(
        balance.open === 0
          ? `Zur Bestellung ${number} ist nichts offen.`
          : balance.dueDate === null
            ? 'Zahlungserinnerungen gibt es nur für Rechnungskäufe.'
            : balance.reminders.includes(2)
              ? 'Beide Zahlungserinnerungen sind schon verschickt.'
              : 'Eine Zahlungserinnerung ist noch nicht fällig.',
        { status: 409, field: 'reminder' },
      )
    }
    const inserted = await tx
      .insert(paymentReminders)
      .values({ orderId: order.id, level, openAmount: balance.open, staffName: staff.name, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentReminders.id })
    if (inserted.length === 0) {
      throw new MoneyProblem('Diese Zahlungserinnerung ist schon verschickt.', {
        status: 409,
        field: 'reminder',
      })
    }
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id)))
    await enqueueMail(
      tx,
      reminderMail(await orderView(tx, order), {
        level,
        open: balance.open,
        invoiceNumber: invoice?.number ?? null,
        dueDate: balance.dueDate ?? '',
      }),
    )
    await recordOrderAction(tx, {
      orderId: order.id,
      staff,
      action: 'reminder',
      note: `${level}. Zahlungserinnerung über ${money(balance.open, order.currency)}`,
      at: now,
    })
    return { level }
  })
}
