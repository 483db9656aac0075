import { eq } from 'drizzle-orm'
import { orderLines, orders, type OrderPrintFileRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { migrateDocument } from '@/lib/shop/design/migrations'
import { findGuestList, guestListValues } from '@/lib/shop/guest-list/guest-lists'
import { renderPrintPdf } from '@/lib/shop/print/render-print-pdf'
import { uploadAssetResolver } from '@/lib/shop/print/upload-assets'
import type { ObjectStorage } from '@/lib/storage/storage'

export interface RenderedLine {
  pdf: Uint8Array
  pageCount: number
}

/** What the editor adds next to the document in a line's snapshot when a guest list fills it. */
export interface SnapshotExtras {
  guestListId: string | null
  guestMapping: Record<string, string | null> | undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Splits a line's snapshot into the design document and the mail-merge extras. The document schema
 * is strict, so the extras must come off before it is read.
 */
export function splitSnapshot(snapshot: unknown): { document: unknown; extras: SnapshotExtras } {
  if (!snapshot || typeof snapshot !== 'object' || Array.isArray(snapshot)) {
    return { document: snapshot, extras: { guestListId: null, guestMapping: undefined } }
  }
  const { guestListId, guestMapping, ...document } = snapshot as Record<string, unknown>
  const id = typeof guestListId === 'string' && UUID.test(guestListId) ? guestListId : null
  if (guestListId !== undefined && guestListId !== null && !id) throw new Error('guestListId is not a uuid')
  return { document, extras: { guestListId: id, guestMapping: mappingOf(guestMapping) } }
}

function mappingOf(value: unknown): Record<string, string | null> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | null] => typeof entry[1] === 'string' || entry[1] === null,
  )
  return Object.fromEntries(entries)
}

/**
 * Renders the print file of one order line: its design snapshot, one set of pages per guest-list row
 * when the snapshot names a list of the order's owner, with the owner's uploads as assets. Unfilled
 * fields stay empty: the customer accepted the proof as it was.
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
  const { document: raw, extras } = splitSnapshot(line.designSnapshot)
  const document = migrateDocument(raw)
  let rows: Record<string, string>[] | undefined
  // The order's owner: the customer for an order placed signed in (their uploads and lists moved to
  // the account at login), else the visitor who placed it.
  const owner = { visitorKey: order.visitorKey, customerId: order.customerId }
  if (extras.guestListId) {
    const list = await findGuestList(db, extras.guestListId, owner)
    // Printing the cards without the names would waste the whole run: fail and let staff look.
    if (!list) throw new Error(`Guest list ${extras.guestListId} of this order was not found`)
    rows = guestListValues(list, extras.guestMapping)
    if (rows.length === 0) throw new Error(`Guest list ${extras.guestListId} has no rows`)
  }
  const pdf = await renderPrintPdf({
    document,
    rows,
    missing: 'empty',
    assets: uploadAssetResolver(db, storage, owner),
    title: `${order.number} – ${line.name}`,
  })
  return { pdf, pageCount: document.pages.length * (rows?.length ?? 1) }
}
