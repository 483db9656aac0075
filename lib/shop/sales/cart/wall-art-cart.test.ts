import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders, uploads } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import {
  applyWallArtSpec,
  newWallArtDocument,
  type WallArtSpec,
} from '@/lib/shop/design-print/design/wall-art'
import { quoteArticle } from '@/lib/shop/photo-products/photo-frame/article'
import { wallArtLineOptions } from '@/lib/shop/photo-products/wall-art/line'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { reorder } from '@/lib/shop/sales/orders/reorder'
import { FOLDED_CARD, READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import {
  addCartItem,
  cartWallArtLine,
  getCartView,
  removeCartItem,
  restoreCartItem,
  updateCartItem,
} from './cart'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { mergeCart } from './merge'
import { ownPhoto, wallArtDesign } from './testing/wall-art'
import { addCartItemSchema, updateCartItemSchema } from './schema'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const owner = () => ({ visitorKey: randomUUID() })
const POSTER: WallArtSpec = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null }
const CANVAS: WallArtSpec = {
  material: 'leinwand',
  widthMm: 600,
  heightMm: 900,
  frame: null,
  canvas: { edge: 'mirror', depthMm: 20 },
}
const FRAMED: WallArtSpec = {
  ...POSTER,
  frame: { type: 'holzrahmen', colour: 'black', matSize: 30, matType: 'white' },
}
/** The current shopper's photo: the cart takes only the owner's own uploads. */
let PHOTO = { id: 'up-00000000000000000000000000000000', widthPx: 6000, heightPx: 4000 }
async function shopper(me: ShopOwner = owner()): Promise<ShopOwner> {
  PHOTO = await ownPhoto(handle.db, me)
  return me
}
const designOf = (spec: WallArtSpec) => wallArtDesign(spec, PHOTO)
const line = (spec: WallArtSpec, quantity = 1) => ({
  kind: 'wallart' as const,
  snapshot: designOf(spec),
  quantity,
})
const priceOf = (spec: WallArtSpec, currency: 'EUR' | 'CHF', quantity = 1) =>
  quoteArticle(wallArtLineOptions(spec, quantity), currency)

describe('wall-art cart lines', () => {
  it('adds a line priced from its spec in both poster markets, with a label a person reads', async () => {
    const me = await shopper()
    const view = await addCartItem(handle.db, me, line(POSTER, 2), READ)
    const item = view.items[0]
    expect(item).toMatchObject({
      kind: 'wallart',
      quantity: 2,
      unitPrice: priceOf(POSTER, 'EUR', 2).unitPrice,
      total: priceOf(POSTER, 'EUR', 2).total,
      wallArt: { label: 'Poster 30 × 40 cm', photo: { assetId: PHOTO.id } },
      error: null,
    })
    expect(item?.wallArt?.spec).toEqual(POSTER)
    expect(view.total).toBe(priceOf(POSTER, 'EUR', 2).total + 499)
    const swiss = await getCartView(handle.db, me, { ...READ, country: 'CH' })
    expect(swiss).toMatchObject({ currency: 'CHF', shipping: 999 })
    expect(swiss.items[0]?.total).toBe(priceOf(POSTER, 'CHF', 2).total)
    const austrian = await getCartView(handle.db, me, { locale: 'en-GB' as never, country: 'AT' })
    expect(austrian).toMatchObject({ currency: 'EUR', shipping: 599 })
    expect(austrian.vat[0]?.vatBasisPoints).toBe(2000)
  })

  it('labels canvas and framed lines in German and English', async () => {
    const me = await shopper()
    await addCartItem(handle.db, me, line(CANVAS), READ)
    const view = await addCartItem(handle.db, me, line(FRAMED), READ)
    expect(view.items.map((i) => i.wallArt?.label)).toEqual([
      'Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante',
      'Poster 30 × 40 cm, Holzrahmen schwarz, 30 mm Passepartout weiß',
    ])
    const english = await getCartView(handle.db, me, { locale: 'en-GB' as never })
    expect(english.items.map((i) => i.wallArt?.label)).toEqual([
      'Canvas 60 × 90 cm, 2 cm, mirrored edge',
      'Poster 30 × 40 cm, Wood frame black, 30 mm white mat',
    ])
    // The Swiss shop writes no ß (lib/i18n/spelling.ts), in the cart and so in the order line's name.
    const swiss = await getCartView(handle.db, me, { locale: 'de-CH', country: 'CH' })
    expect(swiss.items[1]?.wallArt?.label).toBe(
      'Poster 30 × 40 cm, Holzrahmen schwarz, 30 mm Passepartout weiss',
    )
  })

  it('changes quantity and, edited from the cart, the design; reopens it for the configurator', async () => {
    const me = await shopper()
    const id = (await addCartItem(handle.db, me, line(POSTER), READ)).items[0]?.id ?? ''
    const more = await updateCartItem(handle.db, me, id, { quantity: 3 }, READ)
    expect(more.items[0]).toMatchObject({ quantity: 3, total: priceOf(POSTER, 'EUR', 3).total })
    const bigger = applyWallArtSpec(designOf(POSTER), { ...POSTER, widthMm: 500, heightMm: 700 })
    const edited = await updateCartItem(handle.db, me, id, { snapshot: bigger }, READ)
    expect(edited.items[0]).toMatchObject({
      quantity: 3,
      total: priceOf({ ...POSTER, widthMm: 500, heightMm: 700 }, 'EUR', 3).total,
      wallArt: { label: 'Poster 50 × 70 cm' },
    })
    expect(await cartWallArtLine(handle.db, me, id)).toEqual({ document: bigger, quantity: 3 })
    expect(await cartWallArtLine(handle.db, owner(), id)).toBeNull()
    expect(await cartWallArtLine(handle.db, me, 'not-a-uuid')).toBeNull()
    await expect(updateCartItem(handle.db, me, id, { quantity: 51 }, READ)).rejects.toMatchObject({
      status: 422,
      options: { field: 'quantity' },
    })
  })

  it('adds up equal wall-art lines at sign-in without card quantity steps, at most 50', async () => {
    const customerId = randomUUID()
    const visitor = owner()
    await shopper(visitor)
    await addCartItem(handle.db, visitor, line(POSTER, 1), READ)
    // The same photo, moved to the account at an earlier sign-in, is in the customer's cart too.
    await handle.db.update(uploads).set({ visitorKey: null, customerId }).where(eq(uploads.id, PHOTO.id))
    await addCartItem(handle.db, { ...owner(), customerId }, line(POSTER, 1), READ)
    expect((await mergeCart(handle.db, visitor.visitorKey, customerId)).combined).toBe(1)
    const merged = await getCartView(handle.db, { ...visitor, customerId }, READ)
    expect(merged.items.map((i) => [i.kind, i.quantity])).toEqual([['wallart', 2]])
    expect(merged.hasErrors).toBe(false)
  })

  it('removes and restores a wall-art line', async () => {
    const me = await shopper()
    const id = (await addCartItem(handle.db, me, line(CANVAS), READ)).items[0]?.id ?? ''
    const removed = await removeCartItem(handle.db, me, id, READ)
    expect(removed).toMatchObject({
      count: 0,
      removed: { id, name: 'Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante' },
    })
    expect((await restoreCartItem(handle.db, me, id, READ)).items[0]?.wallArt?.spec).toEqual(CANVAS)
  })

  it('quotes a mixed cart in one order quote: cards, wall art, VAT and shipping once', async () => {
    const me = await shopper()
    await addCartItem(handle.db, me, FOLDED_CARD, READ)
    const view = await addCartItem(handle.db, me, line(FRAMED), READ)
    const [card, art] = view.items
    expect(art?.total).toBe(priceOf(FRAMED, 'EUR').total)
    expect(view.subtotal).toBe((card?.total ?? 0) + (art?.total ?? 0))
    expect(view.total).toBe(view.subtotal + 499)
    expect(view.vat).toEqual([expect.objectContaining({ vatBasisPoints: 1900, gross: view.total })])
  })

  it('orders wall art with its label, price and print job, and reorders it', async () => {
    const visitorKey = randomUUID()
    const me = await shopper({ visitorKey })
    await addCartItem(handle.db, me, line(CANVAS, 2), READ)
    const ctx = { owner: me, brand: 'poster' as const, locale: 'de-DE' as const }
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx)
    const expected = priceOf(CANVAS, 'EUR', 2)
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: 'Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante',
        quantity: 2,
        total: expected.total,
      }),
    ])
    expect(order.total).toBe(expected.total + 499)
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const [stored] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    expect(stored?.designSnapshot).toEqual(designOf(CANVAS))
    const jobs = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.lineId, stored!.id))
    expect(jobs).toHaveLength(1)

    const result = await reorder(handle.db, row!, { owner: me, brand: 'poster', locale: 'de-DE' })
    expect(result).toEqual({ added: 1, skipped: [] })
    const again = await getCartView(handle.db, me, READ)
    expect(again.items[0]).toMatchObject({ kind: 'wallart', quantity: 2, total: expected.total })
    expect(again.items[0]?.wallArt?.spec).toEqual(CANVAS)
  })
})

describe('wall-art cart lines, hostile', () => {
  it('refuses a client-sent price, material or card option on a wall-art line', () => {
    const priced = addCartItemSchema.safeParse({ ...line(POSTER), unitPrice: 1 })
    expect(priced.success).toBe(false)
    const cardOption = addCartItemSchema.safeParse({ ...line(POSTER), options: { productType: 'postcard' } })
    expect(cardOption.success).toBe(false)
    expect(JSON.stringify(cardOption.error?.issues)).toContain('options')
    const material = addCartItemSchema.safeParse({ ...line(POSTER), materialType: 'echtglas' })
    expect(material.success).toBe(false)
  })

  it('refuses a card document, a document without photo, and a snapshot whose size and spec disagree', () => {
    const noPhoto = addCartItemSchema.safeParse({
      ...line(POSTER),
      snapshot: newWallArtDocument(POSTER, 'wa'),
    })
    expect(JSON.stringify(noPhoto.error?.issues)).toContain('upload a photo before adding the wall art')
    const doc = designOf(POSTER)
    const cheaper = { ...doc, wallArt: { ...POSTER, widthMm: 100, heightMm: 150 } }
    expect(addCartItemSchema.safeParse({ ...line(POSTER), snapshot: cheaper }).success).toBe(false)
    const noSpec = { ...doc, wallArt: undefined }
    expect(
      JSON.stringify(addCartItemSchema.safeParse({ ...line(POSTER), snapshot: noSpec }).error?.issues),
    ).toContain('wallArt spec')
  })

  it('refuses a spec the price list does not make, naming the field, and stores nothing', async () => {
    const me = await shopper()
    const tooSmall = line({ ...CANVAS, widthMm: 150, heightMm: 150 })
    await expect(addCartItem(handle.db, me, tooSmall, READ)).rejects.toMatchObject({
      status: 422,
      options: { field: 'snapshot.wallArt.format' },
    })
    const echtglasFramed = line({ ...FRAMED, material: 'echtglas' })
    await expect(addCartItem(handle.db, me, echtglasFramed, READ)).rejects.toMatchObject({
      status: 422,
      options: { field: 'snapshot.wallArt.frameType' },
    })
    expect((await getCartView(handle.db, me, READ)).count).toBe(0)
  })

  it("refuses another visitor's photo, on add and on edit", async () => {
    const someoneElse = await shopper()
    const theirs = designOf(POSTER)
    const me = await shopper()
    const foreign = { kind: 'wallart' as const, snapshot: theirs, quantity: 1 }
    await expect(addCartItem(handle.db, me, foreign, READ)).rejects.toMatchObject({
      status: 422,
      options: { field: 'snapshot.pages.0.layers.0.assetId' },
    })
    const id = (await addCartItem(handle.db, me, line(POSTER), READ)).items[0]?.id ?? ''
    await expect(updateCartItem(handle.db, me, id, { snapshot: theirs }, READ)).rejects.toMatchObject({
      status: 422,
    })
    expect((await getCartView(handle.db, someoneElse, READ)).count).toBe(0)
  })

  it('takes a new snapshot only on a wall-art line', async () => {
    const me = await shopper()
    const id = (await addCartItem(handle.db, me, FOLDED_CARD, READ)).items[0]?.id ?? ''
    await expect(
      updateCartItem(handle.db, me, id, { snapshot: designOf(POSTER) }, READ),
    ).rejects.toMatchObject({
      status: 422,
      options: { field: 'snapshot' },
    })
    expect(updateCartItemSchema.safeParse({}).success).toBe(false)
    expect(updateCartItemSchema.safeParse({ quantity: 2, price: 1 }).success).toBe(false)
  })
})
