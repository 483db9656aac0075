import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { catalogueNames, listDesignFacets, listDesignsThrough } from './listing'
import { openCatalogueTestDb } from './testing/catalogue-db'
import { FILLER_DESIGNS, FIXTURE_DESIGNS } from './testing/designs'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb([...FIXTURE_DESIGNS, ...FILLER_DESIGNS])
})
afterAll(() => handle.close())

describe('listDesignsThrough ("show more")', () => {
  it('returns pages 1 to n at once, with the total of the filter', async () => {
    const first = await listDesignsThrough(handle.db, { brand: 'card', locale: 'de-DE', occasion: 'party' })
    expect(first.items).toHaveLength(12)
    expect(first.total).toBe(14)
    const more = await listDesignsThrough(handle.db, {
      brand: 'card',
      locale: 'de-DE',
      occasion: 'party',
      page: 2,
    })
    expect(more.items.map((d) => d.id)).toEqual(FILLER_DESIGNS.map((d) => d.id))
    expect(more.items.slice(0, 12)).toEqual(first.items)
  })

  it('sorts newest first and stops at the total on a page past the end', async () => {
    const page = await listDesignsThrough(handle.db, {
      brand: 'card',
      locale: 'de-DE',
      occasion: 'hochzeit',
      sort: 'newest',
      page: 5,
    })
    expect(page.items.map((d) => d.id)).toEqual([104, 103, 102, 101])
    expect(page.total).toBe(4)
  })
})

describe('listDesignFacets', () => {
  it('offers only values the brand’s designs use', async () => {
    const facets = await listDesignFacets(handle.db, 'card')
    expect(facets.productType).toEqual(['folded-card', 'menu-insert', 'photo-book', 'postcard', 'table-card'])
    expect(facets.punching).toEqual(['hearts', 'round-corners', 'wave'])
    expect(facets.color).toContain('multicolour')
    expect(facets.label).toEqual(['bestseller', 'eco', 'foil', 'new', 'with-photo'])
    expect(facets.aspectRatio).toEqual(['landscape', 'portrait', 'square'])
    expect(facets.category).toContain('invitation')
    expect(facets.occasion).toContain('hochzeit')
  })

  it('gives the poster brand its photo book only', async () => {
    const facets = await listDesignFacets(handle.db, 'poster')
    expect(facets.productType).toEqual(['photo-book'])
    expect(facets.category.sort()).toEqual(['holiday', 'travel'])
    expect(facets.occasion).toEqual([])
  })
})

describe('catalogueNames', () => {
  it('names occasions and the brand’s categories in the locale', async () => {
    const names = await catalogueNames(handle.db, 'card', 'de-DE')
    expect(names.occasions.hochzeit).toBe('Hochzeit')
    expect(names.categories.invitation).toBeTruthy()
  })
})
