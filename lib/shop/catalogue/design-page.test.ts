import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { loadDesignPage } from './design-page'
import { openCatalogueTestDb } from './testing/catalogue-db'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

const load = (idOrSlug: string, brand: 'card' | 'poster' = 'card') =>
  loadDesignPage(handle.db, { brand, locale: 'de-DE', idOrSlug })

describe('loadDesignPage', () => {
  it('loads a design by slug with its theme variants, similar and related designs', async () => {
    const page = await load('eukalyptus-einladung')
    expect(page?.design.id).toBe(101)
    expect(page?.variants.map((d) => d.id)).toEqual([101])
    // Theme 1461's other products, not the invitation itself.
    expect(page?.related.map((d) => d.id)).toEqual([103, 102])
    // Folded cards for a wedding besides this one.
    expect(page?.similar.map((d) => d.id)).toEqual([104])
  })

  it('is null for an unknown design and for a product kind the brand does not sell', async () => {
    expect(await load('gibt-es-nicht')).toBeNull()
    expect(await load('999999')).toBeNull()
    expect(await load('eukalyptus-einladung', 'poster')).toBeNull()
    expect((await load('reise-fotobuch', 'poster'))?.design.id).toBe(107)
  })
})
