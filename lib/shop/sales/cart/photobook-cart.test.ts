import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { backofficeOrder } from '@/lib/backoffice/order-detail'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import type { ShopOwner } from '@/lib/shop/common/owner'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { newPhotobookDocument, spreadId } from '@/lib/shop/design-print/design/photobook'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { photobookLineOptions } from '@/lib/shop/photo-products/photobook/line'
import { quotePhotobook } from '@/lib/shop/photo-products/photobook/pricing'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { addCartItem, getCartView, updateCartItem } from './cart'
import { ownPhoto } from './testing/wall-art'

/** Photo-book cart lines (ADR 0070): priced by the spec's pages, ordered as two print files. */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

function book(photoId: string, patch: Partial<PhotobookSpec> = {}): DesignDocument {
  const doc = newPhotobookDocument(digitalBook(patch), bookTemplate, 'book-test')
  const pages = doc.pages.map((page) =>
    page.id !== spreadId(1)
      ? page
      : { ...page, layers: page.layers.map((l) => (l.type === 'photo' ? { ...l, assetId: photoId } : l)) },
  )
  return { ...doc, pages }
}

async function shopper(me: ShopOwner = { visitorKey: randomUUID() }) {
  return { me, photo: await ownPhoto(handle.db, me) }
}

describe('photo-book cart lines', () => {
  it('adds a book priced by its pages, named in words, with its first photo as thumbnail', async () => {
    const { me, photo } = await shopper()
    const doc = book(photo.id, { pageCount: 48 })
    const view = await addCartItem(handle.db, me, { kind: 'photobook', snapshot: doc, quantity: 1 }, READ)
    expect(view.items[0]).toMatchObject({
      kind: 'photobook',
      total: quotePhotobook(photobookLineOptions(doc.photobook!, 1), 'EUR').total,
      photoProduct: {
        kind: 'photobook',
        label: 'Digitales Fotobuch DIN A4 quer, 48 Seiten, Hardcover',
        thumbnail: { assetId: photo.id },
      },
      error: null,
    })
  })

  it('refuses fewer pages than the type is bound with and a quantity past 100, naming the field', async () => {
    const { me, photo } = await shopper()
    const thin = book(photo.id, { pageCount: 16 })
    await expect(
      addCartItem(handle.db, me, { kind: 'photobook', snapshot: thin, quantity: 1 }, READ),
    ).rejects.toMatchObject({ status: 422, options: { field: 'snapshot.photobook.pageCount' } })
    const view = await addCartItem(
      handle.db,
      me,
      { kind: 'photobook', snapshot: book(photo.id), quantity: 1 },
      READ,
    )
    await expect(
      updateCartItem(handle.db, me, view.items[0]!.id, { quantity: 101 }, READ),
    ).rejects.toMatchObject({ status: 422, options: { field: 'quantity' } })
  })

  it('orders a book as two print jobs, cover and inner block, which staff see apart', async () => {
    const { me, photo } = await shopper()
    await addCartItem(handle.db, me, { kind: 'photobook', snapshot: book(photo.id), quantity: 2 }, READ)
    const ctx = { owner: me, brand: 'poster' as const, locale: 'de-DE' as const }
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx)
    expect(order.lines[0]).toMatchObject({
      name: 'Digitales Fotobuch DIN A4 quer, 24 Seiten, Hardcover',
      quantity: 2,
    })
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    expect(line?.options).toMatchObject({ type: 'digitalfotobuch', pageCount: 24, amount: 2 })
    const jobs = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.lineId, line!.id))
    expect(jobs.map((job) => job.part).sort()).toEqual(['cover', 'inner'])
    const detail = await backofficeOrder(handle.db, order.number)
    expect(detail?.lines[0]?.printFiles.map((file) => file.part)).toEqual(['cover', 'inner'])
    expect((await getCartView(handle.db, me, READ)).items).toHaveLength(0)
  })
})
