import { asc, eq, inArray } from 'drizzle-orm'
import { designs, orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { localize } from '@/lib/shop/catalogue/localized-text'
import { guestCounts, guestListIdOf } from '@/lib/shop/sales/cart/guest-counts'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { jobTicket, type JobTicket } from './facts'
import { ticketInputOf } from './slug'

/**
 * The job tickets of an order's lines, read from the stored rows: the line with its options and
 * design snapshot, its print files, the catalogue design's German name and the guest list's size.
 * Null for an unknown order; the order page shows them under each line, the PDF route prints one.
 */
export async function jobTicketsOfOrder(db: Db, number: string): Promise<JobTicket[] | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) return null
  const [lines, files] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, order.id)),
  ])
  const designIds = [...new Set(lines.flatMap((l) => (l.designId === null ? [] : [l.designId])))]
  const [designRows, guests] = await Promise.all([
    designIds.length > 0
      ? db.select({ id: designs.id, name: designs.name }).from(designs).where(inArray(designs.id, designIds))
      : [],
    guestCounts(
      db,
      lines.map((l) => l.designSnapshot),
    ),
  ])
  const designName = new Map(
    designRows.map((d) => [d.id, localize(d.name, 'de-DE', `designs.name of ${d.id}`)]),
  )
  return lines.map((line) =>
    jobTicket(
      ticketInputOf(order, line, {
        lineCount: lines.length,
        guests: guests.get(guestListIdOf(line.designSnapshot) ?? '') ?? null,
        designName: line.designId === null ? null : (designName.get(line.designId) ?? null),
        printFiles: files.filter((f) => f.lineId === line.id),
      }),
    ),
  )
}

/** One line's ticket; null when the order or the line (of this order) does not exist. */
export async function jobTicketOfLine(db: Db, number: string, lineId: string): Promise<JobTicket | null> {
  if (!/^[0-9a-f-]{36}$/i.test(lineId)) return null
  const tickets = await jobTicketsOfOrder(db, number)
  return tickets?.find((t) => t.lineId === lineId) ?? null
}
