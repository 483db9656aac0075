import { and, asc, desc, eq, inArray, like } from 'drizzle-orm'
import { mailOutbox, orderEvents, orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { invoicesOfOrders, type StaffInvoice } from './invoices'
import {
  toStaffOrder,
  toStaffOrderEvent,
  toStaffOrderLine,
  toStaffOrderMail,
  type StaffOrder,
  type StaffOrderEvent,
  type StaffOrderLine,
  type StaffOrderMail,
} from './views'

export interface BackofficeOrder {
  order: StaffOrder
  lines: StaffOrderLine[]
  events: StaffOrderEvent[]
  mails: StaffOrderMail[]
  invoices: StaffInvoice[]
}

/**
 * Everything staff need about one order: lines with their print files, the state history and the
 * order's e-mails. Messages belong to an order through their key ("order-shipped:KS-100234").
 */
export async function backofficeOrder(db: Db, number: string): Promise<BackofficeOrder | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) return null
  const [lines, files, events, mails, invoices] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, order.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.messageKey, `%:${number}`), eq(mailOutbox.recipient, order.email)))
      .orderBy(desc(mailOutbox.createdAt)),
    invoicesOfOrders(db, [order.id]),
  ])
  return {
    order: toStaffOrder(order),
    lines: lines.map((line) =>
      toStaffOrderLine(
        line,
        files.filter((f) => f.lineId === line.id),
      ),
    ),
    events: events.map(toStaffOrderEvent),
    mails: mails.map(toStaffOrderMail),
    invoices: invoices.get(order.id) ?? [],
  }
}

/** The print file of a line of this order (the URL carries both, so one cannot fetch across orders). */
export async function printFileOfOrder(db: Db, number: string, fileId: string) {
  if (!ORDER_NUMBER_PATTERN.test(number) || !/^[0-9a-f-]{36}$/i.test(fileId)) return null
  const [row] = await db
    .select({ file: orderPrintFiles, position: orderLines.position })
    .from(orderPrintFiles)
    .innerJoin(orders, eq(orders.id, orderPrintFiles.orderId))
    .innerJoin(orderLines, eq(orderLines.id, orderPrintFiles.lineId))
    .where(and(eq(orderPrintFiles.id, fileId), eq(orders.number, number)))
  return row ?? null
}

/**
 * Staff's "send again" for a message of the order that failed or still waits: it is due now with a
 * fresh budget of tries. Sent and stored messages are not sent twice from here.
 */
export async function retryOrderMail(
  db: Db,
  number: string,
  mailId: string,
  now = new Date(),
): Promise<boolean> {
  if (!ORDER_NUMBER_PATTERN.test(number) || !/^[0-9a-f-]{36}$/i.test(mailId)) return false
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(
      and(
        eq(mailOutbox.id, mailId),
        like(mailOutbox.messageKey, `%:${number}`),
        inArray(mailOutbox.status, ['failed', 'queued']),
      ),
    )
    .returning({ id: mailOutbox.id })
  return rows.length > 0
}
