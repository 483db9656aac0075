import { describe, expect, it, vi } from 'vitest'
import { toShopContext } from '@/lib/context/shop-context'
import { checkDocument } from '@/lib/shop/design-print/design/document-checks'
import { PHOTOBOOK_DESIGN_GROUP_SETS } from '@/lib/shop/photo-products/photobook/design-group-sets'
import { openPhotobook } from './open-photobook'

// The shop context's request part (root params) is Next's; these tests build contexts themselves.
vi.mock('next/root-params', () => ({ brand: vi.fn(), locale: vi.fn(), variant: vi.fn() }))

const poster = toShopContext('poster', 'de', 'web')!
const us = toShopContext('poster', 'us', 'web')!
const card = toShopContext('card', 'at', 'web')!

describe('openPhotobook (the configurator page’s loader)', () => {
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
  })
})
