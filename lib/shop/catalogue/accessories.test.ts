import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAPER_KEYS, refinementsFor } from '@/lib/config/catalog'
import { seedDb } from './seed/seed-db'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { allowedRefinements, listAccessories } from './accessories'
import { ACCESSORY_KIND_KEYS } from '@/lib/model/accessory-keys'
import { parseEnvelopeSku } from './sku'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
  await seedDb(handle.db)
})
afterAll(() => handle.close())

describe('listAccessories', () => {
  it('has every kind, and only that kind when asked', async () => {
    const all = await listAccessories(handle.db, 'de-DE')
    expect(new Set(all.map((a) => a.kind))).toEqual(new Set(ACCESSORY_KIND_KEYS))
    const screws = await listAccessories(handle.db, 'en-US', 'screw')
    expect(screws.map((s) => [s.sku, s.name, s.priceKey])).toEqual([
      ['screw-bronze', 'Binding screw, bronze', 'screw.bronze'],
      ['screw-gold', 'Binding screw, gold', 'screw.gold'],
      ['screw-silver', 'Binding screw, silver', 'screw.silver'],
    ])
  })

  it('stores envelopes whose columns say what their SKU says', async () => {
    const envelopes = await listAccessories(handle.db, 'de-DE', 'envelope')
    expect(envelopes.length).toBeGreaterThanOrEqual(40)
    for (const e of envelopes) {
      expect(parseEnvelopeSku(e.sku)).toEqual({
        subtype: e.subtype,
        colour: e.colour,
        widthMm: e.widthMm,
        heightMm: e.heightMm,
      })
    }
    expect(envelopes.find((e) => e.sku === 'envelope-straight-kraft-162x114')).toMatchObject({
      name: 'Briefumschlag C6, gerade Lasche, Kraftpapier',
      priceKey: 'envelope.standard',
    })
    const subtypes = new Set(envelopes.map((e) => e.subtype))
    const sizes = new Set(envelopes.map((e) => `${e.widthMm}x${e.heightMm}`))
    expect(subtypes).toEqual(new Set(['straight', 'pointed']))
    expect(sizes).toEqual(new Set(['162x114', '220x110', '155x155', '176x125']))
  })

  it('gives inlays a paper and offers no "none" rows', async () => {
    const inlays = await listAccessories(handle.db, 'de-DE', 'inlay')
    expect(inlays.every((i) => i.paper !== null && i.widthMm !== null)).toBe(true)
    const all = await listAccessories(handle.db, 'de-DE')
    expect(all.some((a) => a.subtype === 'none' || a.sku.endsWith('-none'))).toBe(false)
  })
})

describe('allowedRefinements', () => {
  it.each(PAPER_KEYS)('matches the config for %s', async (paper) => {
    expect(await allowedRefinements(handle.db, paper)).toEqual(refinementsFor(paper))
  })

  it('offers every refinement on premium paper and only none on kraft paper', async () => {
    expect(await allowedRefinements(handle.db, 'premium-matt')).toEqual([
      'none',
      'gold',
      'rosegold',
      'silver',
      'relief',
    ])
    expect(await allowedRefinements(handle.db, 'kraftpapier')).toEqual(['none'])
  })
})
