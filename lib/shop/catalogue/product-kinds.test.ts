import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productKinds } from '@/lib/db/schema'
import { seedDb } from './seed/seed-db'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { listProductKinds, productKindsOf } from './product-kinds'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
  await seedDb(handle.db)
})
afterAll(() => handle.close())

describe('listProductKinds', () => {
  it('gives the same list from the seed vocabulary as from the seeded database', async () => {
    for (const brand of ['card', 'poster'] as const) {
      for (const locale of ['de-DE', 'de-CH', 'en-US'] as const) {
        expect(productKindsOf(brand, locale)).toEqual(await listProductKinds(handle.db, brand, locale))
      }
    }
  })

  it('lists only what the brand sells, in position order', async () => {
    const card = await listProductKinds(handle.db, 'card', 'de-DE')
    expect(card.map((k) => k.key)).toEqual(['card', 'photoprint', 'photobook', 'photobox'])
    const poster = await listProductKinds(handle.db, 'poster', 'de-DE')
    expect(poster.map((k) => k.key)).toEqual([
      'photoprint',
      'photoframe',
      'collage',
      'calendar',
      'photobook',
      'photobox',
    ])
  })

  it('returns the German texts and slug for de-DE', async () => {
    const [card] = await listProductKinds(handle.db, 'card', 'de-DE')
    expect(card).toEqual({
      key: 'card',
      name: 'Karten',
      description: expect.stringMatching(/^Einladungs-, Dank- und Grußkarten/),
      slug: 'karten',
    })
  })

  it('writes ss for ß in the Swiss shop', async () => {
    const [card] = await listProductKinds(handle.db, 'card', 'de-CH')
    expect(card?.description).toMatch(/^Einladungs-, Dank- und Grusskarten/)
  })

  it.each([
    ['de-AT', 'Fotobücher', 'fotobuecher'],
    ['de-CH', 'Fotobücher', 'fotobuecher'],
    ['en-US', 'Photo books', 'photo-books'],
  ] as const)('falls back for %s along the locale fallback chain', async (locale, name, slug) => {
    const kinds = await listProductKinds(handle.db, 'poster', locale)
    expect(kinds.find((k) => k.key === 'photobook')).toMatchObject({ name, slug })
  })

  // The two tests below change rows of the shared database, so they stay last in this file.
  it('prefers a regional text over its fallback, and uses de-DE when the chain has nothing', async () => {
    await handle.db
      .update(productKinds)
      .set({
        name: { 'de-DE': 'Fotoabzüge', 'de-CH': 'Fotoabzüge (Schweiz)' },
        description: { 'de-DE': 'Abzüge.' },
        slug: null,
      })
      .where(eq(productKinds.key, 'photoprint'))
    const ch = await listProductKinds(handle.db, 'card', 'de-CH')
    expect(ch.find((k) => k.key === 'photoprint')).toMatchObject({ name: 'Fotoabzüge (Schweiz)', slug: null })
    const us = await listProductKinds(handle.db, 'poster', 'en-US')
    expect(us.find((k) => k.key === 'photoprint')).toMatchObject({
      name: 'Fotoabzüge',
      description: 'Abzüge.',
    })
  })

  it('fails loudly on malformed jsonb instead of rendering a blank', async () => {
    await handle.db
      .update(productKinds)
      .set({ slug: { 'de-DE': '' } })
      .where(eq(productKinds.key, 'card'))
    await expect(listProductKinds(handle.db, 'card', 'de-DE')).rejects.toThrow(
      /Invalid localized text in product_kinds.slug of card/,
    )
  })
})
