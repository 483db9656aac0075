import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders, uploads } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { boxSpec, photoboxDocument } from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import { quotePhotobox } from '@/lib/shop/photo-products/photobox/pricing'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { reorder } from '@/lib/shop/sales/orders/reorder'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { addCartItem, cartPhotoProductLine, getCartView, updateCartItem } from './cart'
import { mergeCart } from './merge'
import { ownPhoto } from './testing/wall-art'

/**
 * Photo-box cart lines (ADR 0078): priced from the snapshot's `photobox` spec (one box with its
 * prints, times the boxes), sold full, photos the owner's, editable from the cart, ordered as two print
 * files (lid and prints) and reordered.
 */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

async function shopper(me: ShopOwner = { visitorKey: randomUUID() }) {
  const photos = [(await ownPhoto(handle.db, me)).id, (await ownPhoto(handle.db, me)).id]
  return { me, photos }
}

const boxPrice = (spec: ReturnType<typeof boxSpec>, currency: 'EUR' | 'CHF' | 'USD') =>
  quotePhotobox(
    {
      photoboxType: spec.type,
      photoboxFormat: spec.format,
      photoboxMaterial: spec.material,
      quantity: spec.quantity,
    },
    currency,
  ).total

describe('photo-box cart lines', () => {
  it('adds a full box priced from its spec, named in words, in the German, Swiss and US shops', async () => {
    const { me, photos } = await shopper()
    const spec = boxSpec({ format: '13x18', material: 'hahnemuehle', quantity: 20 })
    const doc = photoboxDocument(spec, 20, photos)
    const view = await addCartItem(handle.db, me, { kind: 'photobox', snapshot: doc, quantity: 2 }, READ)
    expect(view.items[0]).toMatchObject({
      kind: 'photobox',
      quantity: 2,
      unitPrice: boxPrice(spec, 'EUR'),
      total: 2 * boxPrice(spec, 'EUR'),
      photoProduct: { kind: 'photobox', thumbnail: { assetId: photos[0] } },
      error: null,
    })
    expect(view.items[0]?.photoProduct?.label).toMatch(/^Fotobox Pünktchenzauber, 20 Abzüge 13 × 18 cm/)
    // 999 for the box + 20 × (49 + 40) = 2779 cents.
    expect(boxPrice(spec, 'EUR')).toBe(999 + 20 * (49 + 40))
    const swiss = await getCartView(handle.db, me, { ...READ, country: 'CH' })
    expect(swiss.items[0]?.total).toBe(2 * boxPrice(spec, 'CHF'))
    const us = await getCartView(handle.db, me, { locale: 'en-US' })
    expect(us.items[0]?.photoProduct?.label).toMatch(/^Photo box Pretty points, 20 prints/)
    expect(us.items[0]?.unitPrice).toBe(boxPrice(spec, 'USD'))
  })

  it('refuses a box that is not full, in the shop’s language', async () => {
    const { me, photos } = await shopper()
    const doc = photoboxDocument(boxSpec({ quantity: 20 }), 17, photos)
    await expect(
      addCartItem(handle.db, me, { kind: 'photobox', snapshot: doc, quantity: 1 }, READ),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Die Box fasst 20 Bilder, gewählt sind 17.',
      options: { field: 'snapshot.pages' },
    })
    await expect(
      addCartItem(handle.db, me, { kind: 'photobox', snapshot: doc, quantity: 1 }, { locale: 'en-US' }),
    ).rejects.toMatchObject({ message: 'The box holds 20 pictures; 17 are chosen.' })
    expect((await getCartView(handle.db, me, READ)).items).toHaveLength(0)
  })

  it('edits the box from the cart, only with a box, reopens the line and caps merged boxes at 20', async () => {
    const customerId = randomUUID()
    const { me, photos } = await shopper()
    const view = await addCartItem(
      handle.db,
      me,
      { kind: 'photobox', snapshot: photoboxDocument(boxSpec(), 10, photos), quantity: 15 },
      READ,
    )
    const id = view.items[0]!.id
    const glossy = photoboxDocument(boxSpec({ material: 'photo-glossy', quantity: 30 }), 30, photos)
    const edited = await updateCartItem(handle.db, me, id, { snapshot: glossy }, READ)
    expect(edited.items[0]?.photoProduct).toMatchObject({ spec: { material: 'photo-glossy', quantity: 30 } })
    const reopened = await cartPhotoProductLine(handle.db, me, id, 'photobox')
    expect(reopened).toMatchObject({ quantity: 15, document: { photobox: { quantity: 30 } } })
    expect(await cartPhotoProductLine(handle.db, me, id, 'photoprints')).toBeNull()

    await handle.db.update(uploads).set({ visitorKey: null, customerId }).where(eq(uploads.id, photos[0]!))
    await handle.db.update(uploads).set({ visitorKey: null, customerId }).where(eq(uploads.id, photos[1]!))
    await addCartItem(
      handle.db,
      { customerId, visitorKey: null },
      { kind: 'photobox', snapshot: glossy, quantity: 10 },
      READ,
    )
    expect((await mergeCart(handle.db, me.visitorKey!, customerId)).combined).toBe(1)
    const merged = await getCartView(handle.db, { customerId, visitorKey: null }, READ)
    expect(merged.items.map((i) => [i.kind, i.quantity])).toEqual([['photobox', 20]])
  })

  it('orders a box as two print files, lid and prints, and reorders it', async () => {
    const { me, photos } = await shopper()
    await addCartItem(
      handle.db,
      me,
      { kind: 'photobox', snapshot: photoboxDocument(boxSpec(), 10, photos), quantity: 1 },
      READ,
    )
    const ctx = { owner: me, brand: 'poster' as const, locale: 'de-DE' as const }
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx)
    expect(order.lines).toEqual([expect.objectContaining({ quantity: 1 })])
    expect(order.lines[0]?.name).toMatch(/^Fotobox Pünktchenzauber, 10 Abzüge 10 × 15 cm/)
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    expect(line).toMatchObject({ kind: 'photobox' })
    expect(line?.options).toMatchObject({ photoboxFormat: '10x15', prints: 10, quantity: 1 })
    const jobs = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.lineId, line!.id))
    expect(jobs.map((job) => job.part).sort()).toEqual(['lid', 'prints'])
    expect(await reorder(handle.db, row!, ctx)).toEqual({ added: 1, skipped: [] })
    expect((await getCartView(handle.db, me, READ)).items[0]).toMatchObject({ kind: 'photobox', quantity: 1 })
  })
})
