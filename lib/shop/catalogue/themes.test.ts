import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { THEME_SEED } from './seed/themes'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from './testing/catalogue-db'
import { getTheme, listThemes } from './themes'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

describe('getTheme', () => {
  it('falls back to theme 1461 when no id is given (spec: /themes/{id})', async () => {
    expect(await getTheme(handle.db, undefined, 'de-DE')).toMatchObject({
      id: 1461,
      name: 'Eukalyptus',
      description: expect.stringMatching(/^Zarte Eukalyptuszweige/),
      occasion: 'hochzeit',
      isSet: true,
      designCount: 3,
    })
  })

  it('uses the English text in the US shop and null for a theme without description', async () => {
    expect(await getTheme(handle.db, 1462, 'en-US')).toMatchObject({
      name: 'Golden rings',
      description: null,
      designCount: 1,
    })
  })

  it.each([999999, 0, -1, 1.5, Number.NaN, 2 ** 31])('returns null for %d', async (id) => {
    expect(await getTheme(handle.db, id, 'de-DE')).toBeNull()
  })
})

describe('listThemes', () => {
  it('sorts by the summed popularity of the designs, then id', async () => {
    const themes = await listThemes(handle.db, { locale: 'de-DE' })
    // 1461: 90 + 40 + 60; 1544 and 1462: 75 each; 1503: 55; the rest have no designs yet.
    expect(themes.map((t) => t.id)).toEqual([1461, 1462, 1544, 1503, 1470, 1478, 1520, 1531, 1551, 1560])
    expect(themes).toHaveLength(THEME_SEED.length)
  })

  it('filters by occasion and sorts newest first', async () => {
    const themes = await listThemes(handle.db, { locale: 'de-DE', occasion: 'hochzeit', sort: 'newest' })
    // Seeded in one statement, so created_at ties and the higher id counts as newer.
    expect(themes.map((t) => t.id)).toEqual([1470, 1462, 1461])
  })
})
