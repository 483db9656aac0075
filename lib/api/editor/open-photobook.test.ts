import { afterEach, describe, expect, it, vi } from 'vitest'
import { toShopContext } from '@/lib/context/shop-context'
import { checkDocument } from '@/lib/shop/design-print/design/document-checks'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { PHOTOBOOK_DESIGN_GROUP_SETS } from '@/lib/shop/photo-products/photobook/design-group-sets'
import { openPhotobook } from './open-photobook'

// The shop context's request part (root params) is Next's; these tests build contexts themselves.
vi.mock('next/root-params', () => ({ brand: vi.fn(), locale: vi.fn(), variant: vi.fn() }))
// What the visitor has stored (a saved design, a cart line) is the database's; each test says.
const stored = vi.hoisted(() => ({ value: undefined as unknown }))
vi.mock('./open-photo-product', async (original) => ({
  ...(await original<typeof import('./open-photo-product')>()),
  storedPhotoProduct: vi.fn(async () => stored.value),
}))

const poster = toShopContext('poster', 'de', 'web')!
const us = toShopContext('poster', 'us', 'web')!
const card = toShopContext('card', 'at', 'web')!

afterEach(() => {
  stored.value = undefined
})

describe('openPhotobook (the configurator page’s loader)', () => {
  it('a shared link naming someone else’s saved book opens the book its options describe, not a 404', async () => {
    stored.value = null
    const opened = await openPhotobook(poster, {
      designGroupSetId: '403',
      type: 'fotoheft',
      pageCount: '32',
      amount: '3',
      saved: 'b4f7c0de-0000-4000-8000-000000000001',
    })
    expect(opened?.document.photobook).toMatchObject({
      designGroupSetId: 403,
      type: 'fotoheft',
      pageCount: 32,
    })
    expect(opened?.savedId).toBeNull()
    expect(opened?.quantity).toBe(3)
  })

  it('the owner’s saved book reopens with the number of copies its URL carries', async () => {
    const document = newPhotobookDocument(digitalBook({ pageCount: 40 }), bookTemplate, 'b')
    stored.value = { document, savedId: 'saved-1', revision: 2, lineId: null, quantity: 1 }
    const opened = await openPhotobook(poster, { saved: 'saved-1', amount: '4' })
    expect(opened?.document).toBe(document)
    expect(opened?.savedId).toBe('saved-1')
    expect(opened?.quantity).toBe(4)
    stored.value = { document, savedId: null, revision: null, lineId: 'line-1', quantity: 2 }
    expect((await openPhotobook(poster, { line: 'line-1', amount: '9' }))?.quantity).toBe(2)
  })

  it('opens every set’s book in its defaults, a valid document priced as the endpoint would', async () => {
    for (const set of PHOTOBOOK_DESIGN_GROUP_SETS) {
      const opened = await openPhotobook(poster, { designGroupSetId: String(set.id) })
      expect(opened?.document.photobook?.designGroupSetId).toBe(set.id)
      expect(checkDocument(opened!.document)).toEqual([])
      expect(opened?.openingPrice?.total).toBeGreaterThan(0)
    }
  })

  it('opens the options the link names, and the most popular set without one', async () => {
    const opened = await openPhotobook(poster, {
      designGroupSetId: '403',
      type: 'fotoheft',
      format: 'square',
      pageCount: '32',
      amount: '2',
    })
    expect(opened?.document.photobook).toMatchObject({ type: 'fotoheft', cover: 'soft', pageCount: 32 })
    expect(opened?.document.pages).toHaveLength(17)
    expect(opened?.quantity).toBe(2)
    const top = Math.max(...PHOTOBOOK_DESIGN_GROUP_SETS.map((s) => s.popularity))
    const popular = PHOTOBOOK_DESIGN_GROUP_SETS.find((s) => s.popularity === top)
    expect((await openPhotobook(poster, {}))?.config.designGroupSetId).toBe(popular?.id)
  })

  it('is a 404 for a set that does not exist', async () => {
    expect(await openPhotobook(poster, { designGroupSetId: '999' })).toBeNull()
    expect(await openPhotobook(poster, { designGroupSetId: '40x' })).toBeNull()
  })

  it('leads back to our own overview with the filters it came with, never elsewhere', async () => {
    const opened = await openPhotobook(poster, {
      designGroupSetId: '402',
      list: 'aspectRatio=square&style=boho&next=https://evil.example',
    })
    expect(opened?.backHref).toBe('/de/alle-fotobuecher?aspectRatio=square&style=boho')
    expect(opened?.configuratorHref).toBe('/de/configurator-photobook')
    expect((await openPhotobook(poster, { list: '//evil.example' }))?.backHref).toBe('/de/alle-fotobuecher')
  })

  it('speaks the shop’s language, currency and unit: US in dollars and inches, the card brand with its slash', async () => {
    const opened = await openPhotobook(us, { designGroupSetId: '405' })
    expect(opened?.currency).toBe('USD')
    expect(opened?.backHref).toBe('/us/all-photo-books')
    expect(opened?.choices.formats[0]?.size).toMatch(/in$/)
    expect(opened?.choices.types[0]?.name).toBe('Digital photo book')
    const onCard = await openPhotobook(card, { designGroupSetId: '405' })
    expect(onCard?.currency).toBe('EUR')
    expect(onCard?.configuratorHref).toBe('/at/configurator-photobook/')
    // The card brand has no photo book overview: no way back that would be a 404.
    expect(onCard?.backHref).toBeNull()
  })
})
