import { describe, expect, it, vi } from 'vitest'
import { toShopContext } from '@/lib/context/shop-context'
import { checkDocument } from '@/lib/shop/design-print/design/document-checks'
import { LID_TITLE_ID } from '@/lib/shop/design-print/design/photobox'
import { openPhotobox } from './open-photobox'

// The shop context's request part (root params) is Next's; these tests build contexts themselves.
vi.mock('next/root-params', () => ({ brand: vi.fn(), locale: vi.fn(), variant: vi.fn() }))
// A visitor without a session: no cart line can be theirs.
vi.mock('@/lib/api/session/request-owner', () => ({
  readRequestOwner: async () => ({ visitorKey: null, customerId: null }),
}))

const poster = toShopContext('poster', 'de', 'web')!
const us = toShopContext('poster', 'us', 'web')!
const card = toShopContext('card', 'at', 'web')!

describe('openPhotobox (the configurator page’s loader)', () => {
  it('opens the box the link names: its lid, no prints yet, priced for every number of pictures', async () => {
    const opened = await openPhotobox(poster, {
      photoboxDesignType: 'dt44',
      photoboxType: 'premium',
      photoboxFormat: '13x18',
      photoboxMaterial: 'hahnemuehle',
      quantity: '30',
    })
    expect(opened?.document.photobox).toEqual({
      designType: 'dt44',
      type: 'premium',
      format: '13x18',
      material: 'hahnemuehle',
      quantity: 30,
    })
    expect(checkDocument(opened!.document)).toEqual([])
    expect(opened?.document.pages).toHaveLength(1)
    expect(opened?.lineId).toBeNull()
    expect(opened?.openingPrices.prices.find((p) => p.quantity === 30)?.total).toBe(1999 + 30 * (49 + 40))
    expect(opened?.openingPrices.key).toBe(
      'photoboxType=premium&photoboxFormat=13x18&photoboxMaterial=hahnemuehle&currency=EUR',
    )
  })

  it('names designs and the lid in the shop’s language, sizes in its unit', async () => {
    const de = await openPhotobox(poster, {})
    expect(de?.choices.designs[0]?.name).toBe('Pünktchenzauber')
    expect(de?.choices.formats[0]?.label).toBe('10 × 15 cm')
    expect(de?.document.pages[0]?.layers.find((l) => l.id === LID_TITLE_ID)).toMatchObject({
      content: 'Unsere schönsten Momente',
    })
    const english = await openPhotobox(us, {})
    expect(english?.currency).toBe('USD')
    expect(english?.choices.designs[0]?.name).toBe('Pretty points')
    expect(english?.choices.formats[0]?.label).toMatch(/in$/)
    expect(english?.backHref).toBe('/us/photo-boxes')
    expect(english?.configuratorHref).toBe('/us/configurator-photobox')
    const onCard = await openPhotobox(card, {})
    expect(onCard?.configuratorHref).toBe('/at/configurator-photobox/')
    expect(onCard?.backHref).toBe('/at/fotoboxen/')
  })

  it('is a 404 for a cart line that is not the visitor’s photo box', async () => {
    expect(await openPhotobox(poster, { line: 'not-a-line' })).toBeNull()
  })
})
