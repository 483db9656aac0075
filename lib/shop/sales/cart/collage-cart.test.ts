import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import {
  collageDocument,
  collageSpec,
  posterCollageArt,
} from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import { priceWallArtLine, wallArtLineOptions } from '@/lib/shop/photo-products/wall-art/line'
import { resolveMarket } from '@/lib/shop/sales/pricing/market'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { reorder } from '@/lib/shop/sales/orders/reorder'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { addCartItem, cartPhotoProductLine, getCartView, updateCartItem } from './cart'
import { ownPhoto } from './testing/wall-art'

/**
 * Collage cart lines (ADR 0078): priced and named as the wall-art piece they are printed as (the
 * document's `wallArt`), the layout costing nothing; editable from the cart; ordered as one wall-art
 * print file and reordered with its photos and choices.
 */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

describe('collage cart lines', () => {
  it('prices a collage as its wall art, names it a collage, and edits it from the cart', async () => {
    const me = { visitorKey: randomUUID() }
    const photos = [(await ownPhoto(handle.db, me)).id]
    const art = posterCollageArt()
    const doc = collageDocument(art, collageSpec(), { assetIds: photos })
    const wallArtQuote = priceWallArtLine(wallArtLineOptions(art, 3), resolveMarket('DE'))
    const view = await addCartItem(handle.db, me, { kind: 'collage', snapshot: doc, quantity: 3 }, READ)
    expect(view.items[0]).toMatchObject({
      kind: 'collage',
      quantity: 3,
      unitPrice: wallArtQuote.unitPrice,
      total: wallArtQuote.total,
      photoProduct: { kind: 'collage', label: 'Fotocollage Poster 30 × 40 cm', wallArt: art },
      error: null,
    })
    // The thumbnail draws the collage: its four cells, the placed photo in the first.
    expect(view.items[0]?.photoProduct).toMatchObject({
      face: { color: '#ffffff', cells: [{ assetId: photos[0] }, {}, {}, {}] },
    })
    const id = view.items[0]!.id
    const canvas = posterCollageArt({ material: 'leinwand', canvas: { edge: 'stretch', depthMm: 20 } })
    const onCanvas = collageDocument(canvas, collageSpec({ mode: 'leinwand', layout: 'grid-3x3' }), {
      assetIds: photos,
    })
    const edited = await updateCartItem(handle.db, me, id, { snapshot: onCanvas }, READ)
    expect(edited.items[0]?.photoProduct?.label).toMatch(/^Fotocollage Leinwand 30 × 40 cm/)
    expect(edited.items[0]?.unitPrice).toBe(
      priceWallArtLine(wallArtLineOptions(canvas, 1), resolveMarket('DE')).unitPrice,
    )
    expect((await cartPhotoProductLine(handle.db, me, id, 'collage'))?.document.collage?.layout).toBe(
      'grid-3x3',
    )
    const us = await getCartView(handle.db, me, { locale: 'en-US' })
    expect(us.items[0]?.photoProduct?.label).toMatch(/^Photo collage Canvas .* in/)
  })

  it('orders a framed collage as one print file and puts it back into the cart from the order', async () => {
    const me = { visitorKey: randomUUID() }
    const photos = [(await ownPhoto(handle.db, me)).id]
    const art = posterCollageArt({
      frame: { type: 'holzrahmen', colour: 'oak', matSize: 0, matType: 'none' },
    })
    const doc = collageDocument(art, collageSpec({ mode: 'framed-poster' }), { assetIds: photos })
    await addCartItem(handle.db, me, { kind: 'collage', snapshot: doc, quantity: 2 }, READ)
    const ctx = { owner: me, brand: 'poster' as const, locale: 'de-DE' as const }
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx)
    expect(order.lines[0]?.name).toMatch(/^Fotocollage Poster 30 × 40 cm/)
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    expect(line).toMatchObject({ kind: 'collage', quantity: 2 })
    const jobs = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.lineId, line!.id))
    expect(jobs.map((job) => job.part)).toEqual(['main'])

    expect(await reorder(handle.db, row!, ctx)).toEqual({ added: 1, skipped: [] })
    const [again] = (await getCartView(handle.db, me, READ)).items
    expect(again).toMatchObject({ kind: 'collage', quantity: 2, error: null })
    const reopened = await cartPhotoProductLine(handle.db, me, again!.id, 'collage')
    expect(reopened?.document.wallArt?.frame).toEqual(art.frame)
    expect(reopened?.document.collage).toEqual(doc.collage)
  })
})
