import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import {
  newWallArtDocument,
  placeWallArtPhoto,
  type WallArtSpec,
} from '@/lib/shop/design-print/design/wall-art'
import { quoteArticle } from '@/lib/shop/photo-products/photo-frame/article'
import { wallArtLineOptions } from '@/lib/shop/photo-products/wall-art/line'
import { ownPhoto } from '@/lib/shop/sales/cart/testing/wall-art'
import { dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, expectRefused, jsonRequest, visitor } from './support/visitor-routes'

/**
 * Issue 26, wall art in the cart (ADR 0058), through the real route handlers: the price and every
 * option of a wall-art line come from its design document's `wallArt` spec. A client that sends a
 * price, a cheaper material, card options or a document whose size disagrees with its spec gets a
 * 4xx naming the field, and nothing is written.
 */
const items = await import('@/app/web-api/cart/items/route')
const item = await import('@/app/web-api/cart/items/[id]/route')

const handle = catalogueDbForRoutes()
beforeEach(async () => {
  visitor.visitorKey = randomUUID()
  PHOTO = await ownPhoto(handle.db, { visitorKey: visitor.visitorKey })
})

const SPEC: WallArtSpec = {
  material: 'leinwand',
  widthMm: 600,
  heightMm: 900,
  frame: null,
  canvas: { edge: 'mirror', depthMm: 20 },
}
let PHOTO = { id: 'up-00000000000000000000000000000000', widthPx: 6000, heightPx: 4000 }
const snapshot = () => placeWallArtPhoto(newWallArtDocument(SPEC, 'wa-hostile'), PHOTO)
const URL = 'http://localhost:3000/web-api/cart/items'
type CartBody = { items: { id: string; unitPrice: number; total: number; wallArt: { spec: WallArtSpec } }[] }

describe('POST /web-api/cart/items, wall art', () => {
  it('prices from the spec alone', async () => {
    const res = await items.POST(
      jsonRequest('POST', URL, { kind: 'wallart', snapshot: snapshot(), quantity: 1 }),
    )
    expect(res.status).toBe(200)
    const cart = (await res.json()) as CartBody
    expect(cart.items[0]?.total).toBe(quoteArticle(wallArtLineOptions(SPEC, 1), 'EUR').total)
    expect(cart.items[0]?.wallArt.spec).toEqual(SPEC)
  })

  it.each<[string, () => unknown, RegExp]>([
    [
      'a client-sent price',
      () => ({ kind: 'wallart', snapshot: snapshot(), quantity: 1, unitPrice: 1 }),
      /unitPrice/,
    ],
    [
      'client-sent options',
      () => ({ kind: 'wallart', snapshot: snapshot(), quantity: 1, options: { materialType: 'poster' } }),
      /options/,
    ],
    [
      'a card-only option',
      () => ({ kind: 'wallart', snapshot: snapshot(), quantity: 1, paper: 'premium-matt' }),
      /paper/,
    ],
    [
      'a spec cheaper than the printed size',
      () => ({
        kind: 'wallart',
        snapshot: { ...snapshot(), wallArt: { ...SPEC, widthMm: 200, heightMm: 300 } },
        quantity: 1,
      }),
      /format/,
    ],
    ['a card document', () => ({ kind: 'wallart', snapshot: sampleDocumentInput(), quantity: 1 }), /wallArt/],
    [
      'a size the material is not made in',
      () => ({
        kind: 'wallart',
        snapshot: placeWallArtPhoto(
          newWallArtDocument({ ...SPEC, widthMm: 2000, heightMm: 1900 }, 'wa'),
          PHOTO,
        ),
        quantity: 1,
      }),
      /snapshot\.wallArt\.format/,
    ],
    [
      'a frame on a material that takes none',
      () => ({
        kind: 'wallart',
        snapshot: placeWallArtPhoto(
          newWallArtDocument(
            {
              material: 'echtglas',
              widthMm: 300,
              heightMm: 400,
              canvas: null,
              frame: { type: 'holzrahmen', colour: 'black', matSize: 0, matType: 'none' },
            },
            'wa',
          ),
          PHOTO,
        ),
        quantity: 1,
      }),
      /frameType/,
    ],
    [
      "another visitor's photo",
      () => ({
        kind: 'wallart',
        snapshot: {
          ...snapshot(),
          pages: [
            {
              ...snapshot().pages[0],
              layers: [
                { ...snapshot().pages[0]!.layers[0]!, assetId: 'up-ffffffffffffffffffffffffffffffff' },
              ],
            },
          ],
        },
        quantity: 1,
      }),
      /assetId/,
    ],
    ['51 pieces', () => ({ kind: 'wallart', snapshot: snapshot(), quantity: 51 }), /quantity/],
  ])('refuses %s and writes nothing', async (_name, body, field) => {
    const before = await dbFingerprint(handle.db)
    await expectRefused(await items.POST(jsonRequest('POST', URL, body())), field, before)
  })
})

describe('PATCH /web-api/cart/items/{id}, wall art', () => {
  it('refuses a price or options sent with an edit, and a snapshot on a card line', async () => {
    const added = (await (
      await items.POST(jsonRequest('POST', URL, { kind: 'wallart', snapshot: snapshot(), quantity: 1 }))
    ).json()) as CartBody
    const id = added.items[0]?.id ?? ''
    const params = { params: Promise.resolve({ id }) }
    const before = await dbFingerprint(handle.db)
    await expectRefused(
      await item.PATCH(jsonRequest('PATCH', `${URL}/${id}`, { snapshot: snapshot(), total: 1 }), params),
      /total/,
      before,
    )
    await expectRefused(
      await item.PATCH(jsonRequest('PATCH', `${URL}/${id}`, { quantity: 2, materialType: 'poster' }), params),
      /materialType/,
      before,
    )
    const ok = await item.PATCH(jsonRequest('PATCH', `${URL}/${id}`, { quantity: 2 }), params)
    expect(((await ok.json()) as CartBody).items[0]?.total).toBe(
      quoteArticle(wallArtLineOptions(SPEC, 2), 'EUR').total,
    )
  })
})
