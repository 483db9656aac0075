import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { PDFPage } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import {
  boxSpec,
  collageDocument,
  collageSpec,
  photoboxDocument,
  photoPrintsDocument,
  posterCollageArt,
  printItem,
} from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import {
  boxOf,
  loadPdf,
  pageContent,
  pageImageWidths,
  pageTexts,
} from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { ownPhoto } from '@/lib/shop/sales/cart/testing/wall-art'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { processDuePrintFiles } from './worker'

/**
 * The print files of a photo box (lid and prints as two files), photo prints (one page per print at
 * its size, borderless or inside a white border) and a canvas collage (printed like wall art, its
 * whole face mirrored into the wrap), from the order through the worker and read back (ADR 0078).
 */

let handle: DbHandle
let storage: ObjectStorage
let folder: string
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  folder = await mkdtemp(join(tmpdir(), 'box-prints-collage-'))
  storage = localStorage(folder)
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})

const MM = 72 / 25.4
/** Width and height of a page box in mm. */
function sizeOf(page: PDFPage, name: 'TrimBox' | 'BleedBox') {
  const [x1, y1, x2, y2] = boxOf(page, name)
  return { width: Math.round(((x2! - x1!) / MM) * 10) / 10, height: Math.round(((y2! - y1!) / MM) * 10) / 10 }
}
/** The rectangles (`x y w h re`) a page's content draws or clips with, in pt. */
function rects(page: PDFPage): number[][] {
  return [...pageContent(page).matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) =>
    m.slice(1, 5).map(Number),
  )
}
const hasRect = (page: PDFPage, want: number[]) =>
  rects(page).some((r) => r.every((value, i) => Math.abs(value - want[i]!) < 0.05))

/** Two of the shopper's uploads with real JPEGs in storage. */
async function photos(me: { visitorKey: string }) {
  const ids: string[] = []
  for (const [width, height] of [
    [1200, 1800],
    [1800, 1200],
  ] as const) {
    const photo = await ownPhoto(handle.db, me)
    const jpeg = await sharp({ create: { width, height, channels: 3, background: '#80a0c0' } })
      .jpeg()
      .toBuffer()
    await storage.put(`uploads/${photo.id}.jpg`, new Uint8Array(jpeg), 'image/jpeg')
    ids.push(photo.id)
  }
  return ids
}

describe('print files of photo boxes, photo prints and collages', () => {
  it('renders a box as lid and prints, prints at their sizes and a collage like canvas wall art', async () => {
    const me = { visitorKey: randomUUID() }
    const ids = await photos(me)
    const box = photoboxDocument(boxSpec({ format: '13x18', material: 'hahnemuehle', quantity: 10 }), 10, ids)
    const prints = photoPrintsDocument(
      [
        printItem(),
        printItem({ format: '13x18', border: 'white', copies: 3 }),
        printItem({ format: '13x13' }),
      ],
      ids,
    )
    const canvas = posterCollageArt({
      material: 'leinwand',
      widthMm: 400,
      heightMm: 600,
      canvas: { edge: 'mirror', depthMm: 20 },
    })
    const collage = collageDocument(canvas, collageSpec({ mode: 'leinwand' }), { assetIds: ids })
    await addCartItem(handle.db, me, { kind: 'photobox', snapshot: box, quantity: 1 }, READ)
    await addCartItem(handle.db, me, { kind: 'photoprints', snapshot: prints, quantity: 2 }, READ)
    await addCartItem(handle.db, me, { kind: 'collage', snapshot: collage, quantity: 1 }, READ)
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), {
      owner: me,
      brand: 'poster',
      locale: 'de-DE',
    })
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    await handle.db.update(orderPrintFiles).set({ leaseUntil: new Date('2099-01-01T00:00:00Z') })
    await handle.db
      .update(orderPrintFiles)
      .set({ leaseUntil: new Date(0) })
      .where(eq(orderPrintFiles.orderId, row!.id))
    expect(await processDuePrintFiles(handle.db, storage)).toMatchObject({ done: 4 })

    const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    const files = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, row!.id))
    const fileOf = (kind: string, part: string) => {
      const line = lines.find((l) => l.kind === kind)!
      return files.find((f) => f.lineId === line.id && f.part === part)!
    }
    const pdfOf = async (kind: string, part: string) =>
      loadPdf((await storage.get(fileOf(kind, part).storageKey!))!)

    // The box: the lid (142 × 192 mm, 3 mm bleed) and ten 13 × 18 prints, one image each.
    expect(fileOf('photobox', 'lid')).toMatchObject({ state: 'done', pageCount: 1 })
    expect(fileOf('photobox', 'prints')).toMatchObject({ state: 'done', pageCount: 10 })
    const lid = (await pdfOf('photobox', 'lid')).getPage(0)
    expect(sizeOf(lid, 'TrimBox')).toEqual({ width: 142, height: 192 })
    expect(sizeOf(lid, 'BleedBox')).toEqual({ width: 148, height: 198 })
    expect(pageTexts(lid).join(' ')).toMatch(
      new RegExp(`${order.number} · Pos. 1/\\d+ · Fotobox .* · 1 Stk\\. · Deckel$`),
    )
    const boxPrints = await pdfOf('photobox', 'prints')
    expect(boxPrints.getPageCount()).toBe(10)
    for (const page of boxPrints.getPages()) {
      expect([
        { width: 130, height: 180 },
        { width: 180, height: 130 },
      ]).toContainEqual(sizeOf(page, 'TrimBox'))
      expect(pageImageWidths(page)).toHaveLength(1)
    }
    expect(pageTexts(boxPrints.getPage(9)).join(' ')).toMatch(/ · Abzug 10\/10 · 13 × 18 cm$/)

    // Photo prints: three pages at their own sizes, 2 mm bleed; the bordered one white round the photo.
    const printsPdf = await pdfOf('photoprints', 'main')
    expect(printsPdf.getPages().map((page) => sizeOf(page, 'TrimBox'))).toEqual([
      { width: 100, height: 150 },
      { width: 180, height: 130 },
      { width: 130, height: 130 },
    ])
    expect(sizeOf(printsPdf.getPage(0), 'BleedBox')).toEqual({ width: 104, height: 154 })
    const bordered = printsPdf.getPage(1)
    // The photo's clip (drawn about its centre): 4 mm inside the trim on every side, 172 × 122 mm.
    expect(hasRect(bordered, [-86 * MM, -61 * MM, 172 * MM, 122 * MM])).toBe(true)
    expect(pageTexts(bordered).join(' ')).toMatch(
      / · Abzug 2\/3 · 13 × 18 cm · matt · weißer Rand · 3 Stück$/,
    )
    expect(pageTexts(printsPdf.getPage(0)).join(' ')).toMatch(/ · 10 × 15 cm · matt · randlos · 1 Stück$/)

    // The collage: one canvas page, bleed = wrap (20 + 5 mm), the whole face mirrored into the wrap.
    const collagePage = (await pdfOf('collage', 'main')).getPage(0)
    expect(sizeOf(collagePage, 'TrimBox')).toEqual({ width: 400, height: 600 })
    expect(sizeOf(collagePage, 'BleedBox')).toEqual({ width: 450, height: 650 })
    expect(pageTexts(collagePage).join(' ')).toMatch(/ · Fotocollage Leinwand 40 × 60 cm/)
    const [cx, cy] = boxOf(collagePage, 'TrimBox')
    // The left strip of the wrap spans the whole height of the face, not one cell's.
    expect(hasRect(collagePage, [cx! - 25 * MM, cy!, 25 * MM, 600 * MM])).toBe(true)
  }, 180_000)
})
