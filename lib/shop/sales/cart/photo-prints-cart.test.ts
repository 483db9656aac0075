import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { photoPrintsDocument, printItem } from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import { quotePhotoPrints } from '@/lib/shop/photo-products/photo-prints/pricing'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { reorder } from '@/lib/shop/sales/orders/reorder'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { addCartItem, cartPhotoProductLine, getCartView, updateCartItem } from './cart'
import { ownPhoto } from './testing/wall-art'

/**
 * Photo-print cart lines (ADR 0078): priced from the snapshot's `photoPrints` items (each print times
 * its copies, the whole set times the line's quantity), editable from the cart, one print file.
 */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const ITEMS = [
  printItem({ copies: 24 }),
  printItem({ format: '13x18', copies: 12, border: 'white' }),
  printItem({ format: '13x13', paper: 'hahnemuehle' }),
]

describe('photo-print cart lines', () => {
  it('adds prints priced per item and copies, orders them as one file and reorders them', async () => {
    const me = { visitorKey: randomUUID() }
    const photos = [(await ownPhoto(handle.db, me)).id, (await ownPhoto(handle.db, me)).id]
    const doc = photoPrintsDocument(ITEMS, photos)
    const set = quotePhotoPrints({ items: ITEMS }, 'EUR').total
    expect(set).toBe(24 * 25 + 12 * 45 + (45 + 40))
    const view = await addCartItem(handle.db, me, { kind: 'photoprints', snapshot: doc, quantity: 2 }, READ)
    expect(view.items[0]).toMatchObject({
      kind: 'photoprints',
      quantity: 2,
      unitPrice: set,
      total: 2 * set,
      photoProduct: { kind: 'photoprints', thumbnail: { assetId: photos[0] } },
      error: null,
    })
    expect(view.items[0]?.photoProduct?.label).toMatch(/^Fotoabzüge: 37 Abzüge/)
    const swiss = await getCartView(handle.db, me, { ...READ, country: 'CH' })
    expect(swiss.items[0]?.unitPrice).toBe(quotePhotoPrints({ items: ITEMS }, 'CHF').total)

    const id = view.items[0]!.id
    const fewer = photoPrintsDocument(ITEMS.slice(0, 2), photos)
    const edited = await updateCartItem(handle.db, me, id, { snapshot: fewer, quantity: 1 }, READ)
    expect(edited.items[0]).toMatchObject({ quantity: 1, total: 24 * 25 + 12 * 45 })
    expect((await cartPhotoProductLine(handle.db, me, id, 'photoprints'))?.document.pages).toHaveLength(2)
    await expect(updateCartItem(handle.db, me, id, { quantity: 11 }, READ)).rejects.toMatchObject({
      status: 422,
      options: { field: 'quantity' },
    })

    const ctx = { owner: me, brand: 'poster' as const, locale: 'de-DE' as const }
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx)
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    expect(line).toMatchObject({ kind: 'photoprints', quantity: 1, total: 24 * 25 + 12 * 45 })
    const jobs = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.lineId, line!.id))
    expect(jobs.map((job) => job.part)).toEqual(['main'])
    expect(await reorder(handle.db, row!, ctx)).toEqual({ added: 1, skipped: [] })
  })
})
