import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { catalogueSubjectExists, clearCatalogueIndexForTests } from '@/lib/routing/catalogue-index'
import { catalogueSubjects } from './catalogue-index-loader'
import { openCatalogueTestDb } from './testing/catalogue-db'
import { FIXTURE_DESIGNS } from './testing/designs'
import { upsertDesigns } from './upsert-designs'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())
afterEach(() => clearCatalogueIndexForTests())

const ask = (brand: 'card' | 'poster', route: string[], search = '') =>
  catalogueSubjectExists({ brand, route, query: new URLSearchParams(search) })

describe('catalogue index (issue 32 points 4 and 8)', () => {
  it('holds the card designs by slug and id and their themes; the poster channel has neither', async () => {
    const card = await catalogueSubjects(handle.db, 'card')
    expect(card.designs.has('eukalyptus-einladung')).toBe(true)
    expect(card.designs.has('101')).toBe(true)
    expect(card.themes.has('1461')).toBe(true)
    const poster = await catalogueSubjects(handle.db, 'poster')
    expect(poster.designs.has('eukalyptus-einladung')).toBe(false)
    expect(poster.themes.size).toBe(0)
  })

  it('learns a design written by upsertDesigns at once (the editor fixture, a back-office write)', async () => {
    const base = FIXTURE_DESIGNS[0]
    if (!base) throw new Error('no fixture design')
    expect(ask('card', ['products', 'design', 'neu-im-index'])).toBeUndefined()
    await upsertDesigns(handle.db, [{ ...base, id: 9101, slug: 'neu-im-index' }])
    expect(ask('card', ['products', 'design', 'neu-im-index'])).toBe(true)
    expect(ask('card', ['configurator-card'], 'design=9101')).toBe(true)
    expect(ask('card', ['products', 'design', 'nicht-da'])).toBe(false)
    expect(ask('poster', ['themes'])).toBe(false)
  })
})
