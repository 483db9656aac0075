import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { boxOf, loadPdf, pageImageWidths, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { ownPhoto } from '@/lib/shop/sales/cart/testing/wall-art'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { processDuePrintFiles } from './worker'

/** A photo book's order line becomes two print files, cover and inner block (ADR 0071), via the worker. */

let handle: DbHandle
let storage: ObjectStorage
let folder: string
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  folder = await mkdtemp(join(tmpdir(), 'photo-product-files-'))
  storage = localStorage(folder)
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})

describe('print files of a photo-book line', () => {
  it('renders the cover sheet and the inner block as two files, each with its page count', async () => {
    const me = { visitorKey: randomUUID() }
    const photo = await ownPhoto(handle.db, me)
    const jpeg = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#80a0c0' } })
      .jpeg()
      .toBuffer()
    await storage.put(`uploads/${photo.id}.jpg`, new Uint8Array(jpeg), 'image/jpeg')
    const base = newPhotobookDocument(digitalBook({ pageCount: 24 }), bookTemplate, 'book-order')
    const document: DesignDocument = {
      ...base,
      pages: base.pages.map((page) =>
        page.role !== 'book-cover'
          ? page
          : {
              ...page,
              layers: page.layers.map((l) => (l.type === 'photo' ? { ...l, assetId: photo.id } : l)),
            },
      ),
    }
    await addCartItem(handle.db, me, { kind: 'photobook', snapshot: document, quantity: 1 }, READ)
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), {
      owner: me,
      brand: 'poster',
      locale: 'de-DE',
    })
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    // Only this order's jobs are due now; others' stay queued far out.
    await handle.db.update(orderPrintFiles).set({ leaseUntil: new Date('2099-01-01T00:00:00Z') })
    await handle.db
      .update(orderPrintFiles)
      .set({ leaseUntil: new Date(0) })
      .where(eq(orderPrintFiles.orderId, row!.id))

    expect(await processDuePrintFiles(handle.db, storage)).toMatchObject({ done: 2 })
    const files = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, row!.id))
    const cover = files.find((f) => f.part === 'cover')!
    const inner = files.find((f) => f.part === 'inner')!
    expect(cover).toMatchObject({ state: 'done', pageCount: 1 })
    expect(inner).toMatchObject({ state: 'done', pageCount: 24 })

    const coverPdf = await loadPdf((await storage.get(cover.storageKey!))!)
    expect(coverPdf.getPageCount()).toBe(1)
    expect(pageImageWidths(coverPdf.getPage(0))).toEqual([1800])
    expect(pageTexts(coverPdf.getPage(0)).join(' ')).toMatch(
      new RegExp(`${order.number} · Pos. 1/\\d+ · .*Fotobuch.* · 1 Stk\\. · Umschlag · Rücken 5,5 mm`),
    )
    const innerPdf = await loadPdf((await storage.get(inner.storageKey!))!)
    expect(innerPdf.getPageCount()).toBe(24)
    const [x1, , x2] = boxOf(innerPdf.getPage(0), 'TrimBox')
    expect((x2! - x1!) / (72 / 25.4)).toBeCloseTo(297, 1)
    expect(pageTexts(innerPdf.getPage(23)).join(' ')).toMatch(/ · S\. 24$/)
  }, 120_000)
})
