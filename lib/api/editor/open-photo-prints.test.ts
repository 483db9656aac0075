import { describe, expect, it, vi } from 'vitest'
import { toShopContext } from '@/lib/context/shop-context'
import { openPhotoPrints } from './open-photo-prints'

// The shop context's request part (root params) is Next's; these tests build contexts themselves.
vi.mock('next/root-params', () => ({ brand: vi.fn(), locale: vi.fn(), variant: vi.fn() }))

const poster = toShopContext('poster', 'de', 'web')!
const us = toShopContext('poster', 'us', 'web')!
const card = toShopContext('card', 'ch', 'web')!

// A line that is not the visitor's (a 404) needs a request's cookies: the browser walk covers it.
describe('openPhotoPrints (the photo-print page’s loader)', () => {
  it('opens an empty order whose new photos start with the link’s choices, or 10 × 15 matt borderless', async () => {
    const opened = await openPhotoPrints(poster, { format: '13x18', paper: 'hahnemuehle', border: 'white' })
    expect(opened).toMatchObject({
      document: null,
      lineId: null,
      quantity: 1,
      currency: 'EUR',
      defaults: { format: '13x18', paper: 'hahnemuehle', border: 'white' },
    })
    expect(opened?.documentId).toMatch(/^[0-9a-f-]{36}$/)
    expect((await openPhotoPrints(poster, { format: 'A4' }))?.defaults).toEqual({
      format: '10x15',
      paper: 'matt',
      border: 'none',
    })
  })

  it('prices in the shop’s currency from the photo-options groups, prints included', async () => {
    const groupsOf = async (ctx: typeof poster) =>
      Object.fromEntries((await openPhotoPrints(ctx, {}))!.groups.map((g) => [g.group, g.options]))
    expect((await groupsOf(us))['print-format']).toContainEqual({ option: '10x15', price: 27 })
    expect((await openPhotoPrints(card, {}))?.currency).toBe('CHF')
    expect((await groupsOf(card))['print-paper']).toContainEqual({ option: 'hahnemuehle', price: 50 })
  })
})
