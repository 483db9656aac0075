import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PHOTOBOOK_CATEGORY_KEYS } from '@/lib/model/catalog-keys'
import { PHOTOBOOK_LAMINATIONS, PHOTOBOOK_TYPES, pageCountsOf } from './config'
import {
  mostPopularPhotobookSet,
  photobookConfigSearch,
  photobookEntrySearch,
  photobookSetOf,
  readPhotobookConfig,
  type PhotobookConfig,
} from './configurator-query'
import { findDesignGroupSet, PHOTOBOOK_DESIGN_GROUP_SETS } from './design-group-sets'

/** Next hands the page its query like this: one string per key, an array when a key repeats. */
function paramsOf(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    const had = out[key]
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value]
  }
  return out
}

const set401 = findDesignGroupSet(401)!

/** Every book a set offers, as the configurator can produce it. */
const configs = fc.constantFrom(...PHOTOBOOK_DESIGN_GROUP_SETS).chain((set) =>
  fc.constantFrom(...set.types).chain((type) => {
    const rules = PHOTOBOOK_TYPES[type]
    return fc.record<PhotobookConfig>({
      designGroupSetId: fc.constant(set.id),
      type: fc.constant(type),
      format: fc.constantFrom(...set.formats),
      cover: fc.constantFrom(...rules.covers),
      binding: fc.constant(rules.binding),
      paper: fc.constantFrom(...rules.papers),
      coverLamination: fc.constantFrom(...PHOTOBOOK_LAMINATIONS),
      pageCount: fc.constantFrom(...pageCountsOf(type)),
      amount: fc.integer({ min: 1, max: 100 }),
      categoryIds: fc.uniqueArray(fc.constantFrom(...PHOTOBOOK_CATEGORY_KEYS), { maxLength: 3 }),
    })
  }),
)

describe('photo-book configurator URL', () => {
  it('round-trips every book a set offers, with saved/line and the overview query', () => {
    fc.assert(
      fc.property(
        configs,
        fc.option(fc.uuid(), { nil: undefined }),
        fc.constantFrom(undefined, 'aspectRatio=square&style=boho'),
        (config, saved, list) => {
          const search = photobookConfigSearch(config, { saved, list })
          const params = paramsOf(search)
          const set = photobookSetOf(params)
          expect(set?.id).toBe(config.designGroupSetId)
          expect(readPhotobookConfig(params, set!)).toEqual(config)
          expect(params.saved).toBe(saved)
          expect(params.list).toBe(list)
        },
      ),
    )
  })

  it('writes the spec example in the spec’s field names', () => {
    const config = readPhotobookConfig({}, set401)
    expect(photobookConfigSearch(config)).toBe(
      '?designGroupSetId=401&type=digitalfotobuch&format=din-landscape&cover=hard&binding=pur' +
        '&paper=standard&coverLamination=glossy&pageCount=24&amount=1',
    )
  })

  it('falls back to the set’s defaults for values it does not offer', () => {
    const config = readPhotobookConfig(
      {
        type: 'fotoheft', // set 401 is not made as a booklet
        format: 'round',
        cover: 'leather',
        binding: 'heftbindung', // not the type's binding
        paper: 'feinstweiss',
        coverLamination: 'shiny',
        pageCount: '25', // not in the type's steps
        amount: '0',
        'categoryIds[]': ['wedding', '__proto__', 'wedding'],
      },
      set401,
    )
    expect(config).toEqual({
      designGroupSetId: 401,
      type: 'digitalfotobuch',
      format: 'din-landscape',
      cover: 'hard',
      binding: 'pur',
      paper: 'feinstweiss',
      coverLamination: 'glossy',
      pageCount: 24,
      amount: 1,
      categoryIds: ['wedding'],
    })
  })

  it('keeps the type’s cover, paper and page steps together', () => {
    const config = readPhotobookConfig(
      { type: 'echtfotobuch', cover: 'soft', paper: 'standard', pageCount: '200' },
      set401,
    )
    expect(config).toMatchObject({ cover: 'hard', binding: 'layflat', paper: 'glaenzend', pageCount: 24 })
    expect(readPhotobookConfig({ type: 'echtfotobuch', pageCount: '120' }, set401).pageCount).toBe(120)
  })

  it('ignores graduationsPageCount (the type’s step decides)', () => {
    const config = readPhotobookConfig({ pageCount: '26', graduationsPageCount: '4' }, set401)
    expect(config.pageCount).toBe(26)
  })

  it.each([
    [{}, undefined],
    [{ designGroupSetId: '401' }, 401],
    [{ designGroupSetId: '999' }, null],
    [{ designGroupSetId: '401abc' }, null],
    [{ designGroupSetId: '-401' }, null],
    [{ designGroupSetId: ['405', '401'] }, 405],
  ])('finds the set of %o', (params, id) => {
    const set = photobookSetOf(params)
    expect(set === undefined || set === null ? set : set.id).toBe(id)
  })

  it('opens the most popular set without one', () => {
    const best = Math.max(...PHOTOBOOK_DESIGN_GROUP_SETS.map((s) => s.popularity))
    expect(mostPopularPhotobookSet().popularity).toBe(best)
  })

  it('links a tile to its set and the overview it was on', () => {
    expect(photobookEntrySearch(405)).toBe('?designGroupSetId=405')
    expect(photobookEntrySearch(405, 'aspectRatio=square', 'square')).toBe(
      '?designGroupSetId=405&format=square&list=aspectRatio%3Dsquare',
    )
  })
})
