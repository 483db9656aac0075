import { asc, eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BRAND_KEYS } from '@/lib/config/brands'
import { PAPER_KEYS, refinementsFor } from '@/lib/config/catalog'
import { CATEGORY_KEYS, OCCASION_KEYS, PRODUCT_KIND_KEYS } from '@/lib/model/catalog-keys'
import { PRODUCT_TYPE_KEYS } from '@/lib/model/product-types'
import {
  accessories,
  categories,
  occasions,
  paperRefinements,
  productKinds,
  productTypes,
  themes,
} from '@/lib/db/schema'
import { seedDb } from './seed-db'
import { ACCESSORY_SEED } from './accessories'
import { CATEGORY_SEED } from './categories'
import { OCCASION_SEED } from './occasions'
import { PRODUCT_KIND_SEED } from './product-kinds'
import { FORMAT_SEED, PAPER_REFINEMENT_SEED, PAPER_SEED, PRODUCT_TYPE_SEED, REFINEMENT_SEED } from './print'
import { THEME_SEED } from './themes'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'

const snapshot = async (h: DbHandle) => ({
  kinds: await h.db.select().from(productKinds).orderBy(asc(productKinds.key)),
  occasions: await h.db.select().from(occasions).orderBy(asc(occasions.key)),
  types: await h.db.select().from(productTypes).orderBy(asc(productTypes.key)),
  accessories: await h.db.select().from(accessories).orderBy(asc(accessories.sku)),
  themes: await h.db.select().from(themes).orderBy(asc(themes.id)),
})

const SEED_ROWS = [
  PRODUCT_KIND_SEED,
  OCCASION_SEED,
  PRODUCT_TYPE_SEED,
  FORMAT_SEED,
  PAPER_SEED,
  REFINEMENT_SEED,
  PAPER_REFINEMENT_SEED,
  ACCESSORY_SEED,
  CATEGORY_SEED,
  THEME_SEED,
].reduce((sum, rows) => sum + rows.length, 0)

describe('seedDb', () => {
  let handle: DbHandle
  beforeEach(async () => {
    handle = await openTestDb()
  })
  afterEach(() => handle.close())

  it('inserts every product kind, occasion, product type, category and the default theme', async () => {
    expect(await seedDb(handle.db)).toEqual({ changed: SEED_ROWS })
    const { kinds, occasions: occ, types, themes: seededThemes } = await snapshot(handle)
    expect(kinds.map((k) => k.key)).toEqual([...PRODUCT_KIND_KEYS].sort())
    expect(occ.map((o) => o.key)).toEqual([...OCCASION_KEYS].sort())
    expect(types.map((t) => t.key)).toEqual([...PRODUCT_TYPE_KEYS].sort())
    const cats = await handle.db.select({ key: categories.key }).from(categories)
    expect(cats.map((c) => c.key).sort()).toEqual([...CATEGORY_KEYS].sort())
    expect(seededThemes.find((t) => t.id === 1461)).toMatchObject({ isSet: true, occasion: 'hochzeit' })
  })

  it('allows exactly the refinements the config names for each paper', async () => {
    await seedDb(handle.db)
    const pairs = await handle.db.select().from(paperRefinements)
    for (const paper of PAPER_KEYS) {
      const allowed = pairs.filter((p) => p.paper === paper).map((p) => p.refinement)
      expect(allowed.sort()).toEqual(refinementsFor(paper).sort())
    }
  })

  it('is idempotent: a second run changes no row, not even created_at', async () => {
    await seedDb(handle.db)
    const first = await snapshot(handle)
    expect(await seedDb(handle.db)).toEqual({ changed: 0 })
    expect(await snapshot(handle)).toEqual(first)
  })

  it('repairs a row that drifted from the seed and leaves rows it does not know alone', async () => {
    await seedDb(handle.db)
    await handle.db.update(occasions).set({ position: 999 }).where(eq(occasions.key, 'ostern'))
    // Raw SQL because the key type only admits the seeded keys; an admin tool might add others.
    await handle.db.execute(
      sql`insert into occasions (key, position, name) values ('namenstag', 5, '{"de-DE":"Namenstag"}')`,
    )
    expect(await seedDb(handle.db)).toEqual({ changed: 1 })
    const rows = (await snapshot(handle)).occasions
    expect(rows.find((o) => o.key === 'ostern')?.position).toBe(100)
    expect(rows.find((o) => String(o.key) === 'namenstag')).toMatchObject({
      position: 5,
      name: { 'de-DE': 'Namenstag' },
    })
  })
})

describe('seed data', () => {
  it('sells each kind on the channels of the spec', () => {
    const byBrand = Object.fromEntries(
      BRAND_KEYS.map((brand) => [
        brand,
        PRODUCT_KIND_SEED.filter((k) => k.brands.some((b) => b === brand))
          .map((k) => k.key)
          .sort(),
      ]),
    )
    expect(byBrand).toEqual({
      card: ['card', 'photobook', 'photobox', 'photoprint'],
      poster: ['calendar', 'collage', 'photobook', 'photobox', 'photoframe', 'photoprint'],
    })
  })

  it('has German and English copy and unique, URL-safe slugs per locale', () => {
    for (const kind of PRODUCT_KIND_SEED) {
      for (const field of [kind.name, kind.description, kind.slug]) {
        expect(Object.keys(field).sort()).toEqual(['de-DE', 'en-GB'])
      }
      expect(kind.description['de-DE']).toMatch(/^\p{Lu}.{20,}\.$/u)
      expect(kind.description['en-GB']).toMatch(/^\p{Lu}.{20,}\.$/u)
    }
    for (const locale of ['de-DE', 'en-GB'] as const) {
      const slugs = PRODUCT_KIND_SEED.map((k) => k.slug[locale])
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
    }
    for (const occasion of OCCASION_SEED)
      expect(Object.keys(occasion.name).sort()).toEqual(['de-DE', 'en-GB'])
  })
})
