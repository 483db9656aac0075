/**
 * The database side of the load bench: every order a visitor was told about exists with its lines
 * (0 lost), each visitor has exactly one order and one confirmation e-mail however often it sent
 * its key (0 duplicated), and no order exists without lines (0 half orders). The work done after the
 * answer (print files, confirmation mails with the invoice PDF) is counted too: how much of it was
 * finished when the server stopped, and none may have failed.
 */
import { inArray, sql } from 'drizzle-orm'
import { mailOutbox, orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { VisitorResult } from './load-visitor'

export interface DbVerdict {
  ordersInDb: number
  lost: number
  duplicated: number
  halfOrders: number
  confirmationMails: number
  duplicateMails: number
  /** Print-file jobs by state when the server stopped (queued and rendering are still to come). */
  printFiles: Record<string, number>
  /** Confirmation mails by status when the server stopped (queued and sending are still to come). */
  mailStatuses: Record<string, number>
  details: string[]
}

async function countBy(db: Db, query: 'print' | 'mail'): Promise<Record<string, number>> {
  const rows =
    query === 'print'
      ? await db
          .select({ key: orderPrintFiles.state, count: sql<number>`count(*)` })
          .from(orderPrintFiles)
          .groupBy(orderPrintFiles.state)
      : await db
          .select({ key: mailOutbox.status, count: sql<number>`count(*)` })
          .from(mailOutbox)
          .where(sql`${mailOutbox.messageKey} like 'order-confirmation:%'`)
          .groupBy(mailOutbox.status)
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]))
}

export async function verifyOrders(db: Db, visitors: readonly VisitorResult[]): Promise<DbVerdict> {
  const orderRows = await db
    .select({ id: orders.id, number: orders.number, key: orders.idempotencyKey, email: orders.email })
    .from(orders)
  const lineCounts = await db
    .select({ orderId: orderLines.orderId, count: sql<number>`count(*)` })
    .from(orderLines)
    .groupBy(orderLines.orderId)
  const linesOf = new Map(lineCounts.map((row) => [row.orderId, Number(row.count)]))
  const rows = orderRows.map((row) => ({ ...row, lines: linesOf.get(row.id) ?? 0 }))
  const byNumber = new Map(rows.map((row) => [row.number, row]))
  const byEmail = new Map<string, number>()
  for (const row of rows) byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1)
  const details: string[] = []
  let lost = 0
  let duplicated = 0
  for (const visitor of visitors) {
    for (const number of new Set(visitor.numbers)) {
      const row = byNumber.get(number)
      if (!row || row.key !== visitor.idempotencyKey) {
        lost++
        details.push(`lost: ${number} of ${visitor.marker}`)
      }
    }
    const count = byEmail.get(`${visitor.marker}@example.com`) ?? 0
    if (count > 1) {
      duplicated += count - 1
      details.push(`duplicated: ${visitor.marker} has ${count} orders`)
    }
  }
  const halfOrders = rows.filter((row) => row.lines === 0).length
  const numbers = rows.map((row) => row.number)
  const mails = numbers.length
    ? await db
        .select({ key: mailOutbox.messageKey, count: sql<number>`count(*)` })
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.messageKey,
            numbers.map((n) => `order-confirmation:${n}`),
          ),
        )
        .groupBy(mailOutbox.messageKey)
    : []
  return {
    ordersInDb: rows.length,
    lost,
    duplicated,
    halfOrders,
    confirmationMails: mails.length,
    duplicateMails: mails.filter((m) => Number(m.count) > 1).length,
    printFiles: await countBy(db, 'print'),
    mailStatuses: await countBy(db, 'mail'),
    details: details.slice(0, 20),
  }
}
