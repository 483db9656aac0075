import { eq } from 'drizzle-orm'
import { orderLines, orders, type OrderPrintFileRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { findGuestListOfEither, guestListValues } from '@/lib/shop/design-print/guest-list/guest-lists'
import { renderPrintPdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'
import { uploadAssetResolver } from '@/lib/shop/design-print/print/upload-assets'
import { printPages } from '@/lib/shop/design-print/print/spreads'
import { refinementOfLine } from '@/lib/shop/design-print/print/foil'
import { calendarLabel, photobookLabel } from '@/lib/shop/sales/cart/photo-product-labels'
import { wallArtLabel } from '@/lib/shop/sales/cart/product-labels'
import { collageLabel } from '@/lib/shop/photo-products/collage/label'
import { photoboxLabel } from '@/lib/shop/photo-products/photobox/label'
import { photoPrintsLabel } from '@/lib/shop/photo-products/photo-prints/label'
import type { ObjectStorage } from '@/lib/storage/storage'
import { extraCards } from '@/lib/shop/sales/pricing/quantity'

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
  }
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
    // Production finds the order and its line on every sheet, also once it is cut from its file.
    slug: printSlug(order.number, line.position, productionName(document, line.name)),
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

/**
 * The name production reads on a file: wall art, collages, calendars, photo books, photo boxes and
 * photo prints in German and centimetres from their spec whatever shop they were ordered in (the US
 * order line says "Canvas 23.6 × 35.4 in", the print shop cuts 60 × 90 cm: ADR 0066); other lines by
 * their order name.
 */
export function productionName(
  product: Pick<
    DesignDocument,
    'wallArt' | 'calendar' | 'photobook' | 'photobox' | 'photoPrints' | 'collage'
  >,
  lineName: string,
): string {
  const { collage, wallArt } = product
  if (collage && wallArt) return collageLabel({ collage, wallArt }, 'de-DE')
  if (product.photobox) return photoboxLabel(product.photobox, 'de-DE')
  if (product.photoPrints) return photoPrintsLabel(product.photoPrints, 'de-DE')
  if (product.wallArt) return wallArtLabel(product.wallArt, 'de-DE')
  if (product.calendar) return calendarLabel(product.calendar, 'de-DE')
  if (product.photobook) return photobookLabel(product.photobook, 'de-DE')
  return lineName
}

/** The slug line of a production file: "MP-1234 · Pos. 2 · Leinwand 60 × 90 cm". */
export function printSlug(orderNumber: string, position: number, name: string): string {
  return `${orderNumber} · Pos. ${position + 1} · ${name}`
}
