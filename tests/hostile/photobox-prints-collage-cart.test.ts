import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { cartItems } from '@/lib/db/schema'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import {
  boxSpec,
  collageDocument,
  collageSpec,
  photoboxDocument,
  photoPrintsDocument,
  posterCollageArt,
  printItem,
} from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import { ownPhoto } from '@/lib/shop/sales/cart/testing/wall-art'
import { changedTables, dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, expectRefused, jsonRequest, visitor } from './support/visitor-routes'

/**
 * Issue 29, photo boxes, photo prints and collages in the cart (ADR 0078), through the real route
 * handlers: what a line costs comes from its document's spec. A foreign photo, a box that is not full,
 * too many prints, copies out of range, a collage without its material or with a frame the material
 * does not take, another product's document, a quantity out of range or an oversized body gets a 4xx
 * naming the field, and nothing is written; a script in a collage's text is stored as text.
 */
const items = await import('@/app/web-api/cart/items/route')
const item = await import('@/app/web-api/cart/items/[id]/route')
const cart = await import('@/app/web-api/cart/route')

const handle = catalogueDbForRoutes()

let PHOTOS: string[] = []
beforeEach(async () => {
  visitor.visitorKey = randomUUID()
  const me = { visitorKey: visitor.visitorKey }
  PHOTOS = [(await ownPhoto(handle.db, me)).id, (await ownPhoto(handle.db, me)).id]
})
const FOREIGN = ['up-0123456789abcdef0123456789abcdef']

const box = (prints = 10, photos: readonly string[] = PHOTOS): DesignDocument =>
  photoboxDocument(boxSpec({ quantity: 10 }), prints, photos)
const prints = (n = 3): DesignDocument =>
  photoPrintsDocument(
    Array.from({ length: n }, () => printItem()),
    PHOTOS,
  )
const collage = (text?: string): DesignDocument =>
  collageDocument(
    posterCollageArt(),
    collageSpec(),
    text === undefined ? { assetIds: PHOTOS } : { assetIds: PHOTOS, text },
  )

/** A copy of the document with the first print item changed (pages untouched). */
function withItem(doc: DesignDocument, patch: Record<string, unknown>): unknown {
  const [first, ...rest] = doc.photoPrints!.items
  return { ...doc, photoPrints: { items: [{ ...first, ...patch }, ...rest] } }
}

/** A print page and item beyond what the schema admits, built by hand (the fixture parses). */
function oneMore(doc: DesignDocument): unknown {
  const page = doc.pages[0]!
  const extra = {
    ...page,
    id: 'print-extra',
    layers: page.layers.map((l) => ({ ...l, id: 'print-extra-photo' })),
  }
  return {
    ...doc,
    pages: [...doc.pages, extra],
    photoPrints: { items: [...doc.photoPrints!.items, printItem()] },
  }
}

const URL = 'http://localhost:3000/web-api/cart/items'

describe('POST /web-api/cart/items, photo boxes, prints and collages', () => {
  it.each<[string, () => unknown, RegExp]>([
    [
      'a photo box with a photo of another visitor',
      () => ({ kind: 'photobox', snapshot: box(10, FOREIGN), quantity: 1 }),
      /snapshot\.pages\.0\.layers\.0\.assetId/,
    ],
    [
      'a box of 10 holding 11 prints',
      () => ({ kind: 'photobox', snapshot: box(11), quantity: 1 }),
      /snapshot\.pages Die Box fasst 10 Bilder, gewählt sind 11\./,
    ],
    [
      'a box of 10 holding 7 prints',
      () => ({ kind: 'photobox', snapshot: box(7), quantity: 1 }),
      /snapshot\.pages/,
    ],
    ['0 boxes', () => ({ kind: 'photobox', snapshot: box(), quantity: 0 }), /quantity/],
    ['21 boxes', () => ({ kind: 'photobox', snapshot: box(), quantity: 21 }), /quantity/],
    [
      'photo prints under kind photobox',
      () => ({ kind: 'photobox', snapshot: prints(), quantity: 1 }),
      /snapshot\.photobox/,
    ],
    [
      'a client-sent price',
      () => ({ kind: 'photoprints', snapshot: prints(), quantity: 1, unitPrice: 1 }),
      /unitPrice/,
    ],
    ['251 prints', () => ({ kind: 'photoprints', snapshot: oneMore(prints(250)), quantity: 1 }), /snapshot/],
    [
      '0 copies of a print',
      () => ({ kind: 'photoprints', snapshot: withItem(prints(), { copies: 0 }), quantity: 1 }),
      /snapshot\.photoPrints\.items\.0\.copies/,
    ],
    [
      '100 copies of a print',
      () => ({ kind: 'photoprints', snapshot: withItem(prints(), { copies: 100 }), quantity: 1 }),
      /snapshot\.photoPrints\.items\.0\.copies/,
    ],
    [
      'a 20 × 30 print item on a 10 × 15 page',
      () => ({ kind: 'photoprints', snapshot: withItem(prints(), { format: '20x30' }), quantity: 1 }),
      /snapshot\.pages\.0\.sizeMm/,
    ],
    ['11 sets of prints', () => ({ kind: 'photoprints', snapshot: prints(), quantity: 11 }), /quantity/],
    [
      'a collage without its wallArt',
      () => {
        const { wallArt: _, ...bare } = collage()
        return { kind: 'collage', snapshot: bare, quantity: 1 }
      },
      /snapshot\.wallArt/,
    ],
    [
      'a poster collage in a frame made for canvas only',
      () => {
        const frame = { type: 'schattenfuge-leinwand', colour: 'black', matSize: 0, matType: 'none' } as const
        const doc = collageDocument(posterCollageArt({ frame }), collageSpec({ mode: 'framed-poster' }), {
          assetIds: PHOTOS,
        })
        return { kind: 'collage', snapshot: doc, quantity: 1 }
      },
      /snapshot\.wallArt\.frameType/,
    ],
    [
      'a poster collage claiming the canvas mode',
      () => ({
        kind: 'collage',
        snapshot: { ...collage(), collage: collageSpec({ mode: 'leinwand' }) },
        quantity: 1,
      }),
      /snapshot\.collage\.mode/,
    ],
    [
      'a collage with a photo of another visitor',
      () => ({
        kind: 'collage',
        snapshot: collageDocument(posterCollageArt(), collageSpec(), { assetIds: FOREIGN }),
        quantity: 1,
      }),
      /snapshot\.pages\.0\.layers\.0\.assetId/,
    ],
    ['51 collages', () => ({ kind: 'collage', snapshot: collage(), quantity: 51 }), /quantity/],
  ])('refuses %s', async (_, body, field) => {
    const before = await dbFingerprint(handle.db)
    await expectRefused(await items.POST(jsonRequest('POST', URL, body())), field, before)
  })

  it('answers a 2 MB body with 413', async () => {
    const big = JSON.stringify({
      kind: 'collage',
      snapshot: collage(),
      quantity: 1,
      pad: 'x'.repeat(2 << 20),
    })
    const before = await dbFingerprint(handle.db)
    const response = await items.POST(jsonRequest('POST', URL, big))
    expect(response.status).toBe(413)
    expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
  })

  it('stores a script in the collage text as text and never sends it back as markup', async () => {
    const script = '<script>alert(1)</script>'
    const added = await items.POST(
      jsonRequest('POST', URL, { kind: 'collage', snapshot: collage(script), quantity: 1 }),
    )
    expect(added.status).toBe(200)
    const view = (await added.json()) as { items: { id: string; photoProduct: { label: string } }[] }
    expect(view.items[0]?.photoProduct.label).toBe('Fotocollage Poster 30 × 40 cm')
    const [row] = await handle.db.select().from(cartItems).where(eq(cartItems.id, view.items[0]!.id))
    const text = (row?.designSnapshot as DesignDocument).pages[0]!.layers.find((l) => l.id === 'collage-text')
    expect(text).toMatchObject({ type: 'text', content: script })
    const read = await cart.GET(
      new Request('http://localhost:3000/web-api/cart', { headers: { locale: 'de-DE' } }),
    )
    expect(await read.text()).not.toContain('<script>')
  })

  it('refuses another product’s document and a box that is no longer full on PATCH, keeping the line', async () => {
    const added = await items.POST(
      jsonRequest('POST', URL, { kind: 'photobox', snapshot: box(), quantity: 1 }),
    )
    expect(added.status).toBe(200)
    const id = ((await added.json()) as { items: { id: string }[] }).items[0]!.id
    const at = `${URL}/${id}`
    const params = { params: Promise.resolve({ id }) }
    const before = await dbFingerprint(handle.db)
    await expectRefused(
      await item.PATCH(jsonRequest('PATCH', at, { snapshot: collage() }), params),
      /snapshot\.photobox/,
      before,
    )
    await expectRefused(
      await item.PATCH(jsonRequest('PATCH', at, { snapshot: box(9) }), params),
      /snapshot\.pages/,
      before,
    )
    await expectRefused(
      await item.PATCH(jsonRequest('PATCH', at, { quantity: 21 }), params),
      /quantity/,
      before,
    )
    expect((await item.PATCH(jsonRequest('PATCH', at, { quantity: 3 }), params)).status).toBe(200)
  })
})
