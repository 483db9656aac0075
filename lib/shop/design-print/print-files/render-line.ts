import { count, eq } from 'drizzle-orm'
import { orderLines, orders, type OrderPrintFileRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { findGuestListOfEither, guestListValues } from '@/lib/shop/design-print/guest-list/guest-lists'
import { renderPrintPdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'
import { uploadAssetResolver } from '@/lib/shop/design-print/print/upload-assets'
import { printPages } from '@/lib/shop/design-print/print/spreads'
import { refinementOfLine } from '@/lib/shop/design-print/print/foil'
import type { ObjectStorage } from '@/lib/storage/storage'
import { extraCards } from '@/lib/shop/sales/pricing/quantity'
import { printSlugOfLine } from '@/lib/backoffice/job-ticket/slug'
import { productionName } from './production-name'

export { productionName }

export interface RenderedLine {
  pdf: Uint8Array
  pageCount: number
}

/**
 * Renders the print file of one order line: its design snapshot, one set of pages per guest-list row
 * when the snapshot names a list of the order's owner, then the paid cards beyond the guests without
 * names (ADR 0081), with the owner's uploads as assets. Unfilled fields stay empty: the customer
 * accepted the proof as it was.
 */
export async function renderOrderLine(
  db: Db,
  storage: ObjectStorage,
  job: OrderPrintFileRow,
): Promise<RenderedLine> {
  const [row] = await db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, job.lineId))
  if (!row) throw new Error(`Order line ${job.lineId} no longer exists`)
  const { line, order } = row
  if (!line.designSnapshot) throw new Error('The line has no design snapshot')
  // The document schema carries guestListId and guestMapping itself (ADR 0015), so the snapshot is
  // read whole; a malformed id or mapping fails the schema like any other bad field.
  const document = migrateDocument(line.designSnapshot)
  let rows: Record<string, string>[] | undefined
  let guestCount: number | null = null
  // The order's owners: the visitor who placed it and the customer it belongs to. Either may hold the
  // list and the photos now: the visitor's rows move to the account at a later login, and a guest
  // order joins an account that never had the visitor's cookie. A retried job must find them both ways.
  const owner = { visitorKey: order.visitorKey, customerId: order.customerId }
  if (document.guestListId) {
    const list = await findGuestListOfEither(db, document.guestListId, owner)
    // Printing the cards without the names would waste the whole run: fail and let staff look.
    if (!list) throw new Error(`Guest list ${document.guestListId} of this order was not found`)
    const guests = guestListValues(list, document.guestMapping)
    if (guests.length === 0) throw new Error(`Guest list ${document.guestListId} has no rows`)
    rows = cardsToPrint(guests, line.quantity)
    guestCount = guests.length
  }
  // "Pos. 1/3" in the slug: how many lines the order has.
  const [lines] = await db.select({ n: count() }).from(orderLines).where(eq(orderLines.orderId, order.id))
  const lineCount = lines?.n ?? 1
  // A photo book's or box's job is one of its two files (ADR 0071, 0078); every other line is one file.
  const part = job.part === 'main' ? undefined : job.part
  const pages = printPages(document, part).length
  // Drawn on the PDF thread; the pictures are read here, on the thread that owns the database.
  const pdf = await renderPrintPdfOffThread({
    document,
    rows,
    missing: 'empty',
    assets: uploadAssetResolver(db, storage, owner, { either: true }),
    title: `${order.number} – ${productionName(document, line.name)}`,
    // Production finds the order, its line and the job ticket's short form on every sheet, also once
    // it is cut from its file (issue 34 point 1).
    slug: printSlugOfLine(order, line, lineCount, guestCount),
    part,
    refinement: refinementOfLine(line.options, document),
  })
  return { pdf, pageCount: pages * (rows?.length ?? 1) }
}

/**
 * The cards of a guest-list line, exactly as many as were paid for: one per guest, then the extras
 * with every guest field empty (a card without a name, never "{{Name}}"). The cart and checkout
 * refuse fewer cards than guests; a line that has them anyway (made before the rule) must not print
 * a short run silently, so it fails and staff look.
 */
export function cardsToPrint(
  guests: readonly Record<string, string>[],
  quantity: number,
): Record<string, string>[] {
  if (guests.length > quantity) {
    throw new Error(`The line pays for ${quantity} cards but its guest list has ${guests.length} guests`)
  }
  return [...guests, ...Array.from({ length: extraCards(quantity, guests.length) }, () => ({}))]
}
