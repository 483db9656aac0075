import { describe, expect, it } from 'vitest'
import { FORMATS, PAPER_KEYS, PAPERS, REFINEMENT_KEYS, refinementsFor } from '@/lib/config/catalog'
import {
  ACCESSORY_COLOUR_KEYS,
  ENVELOPE_SUBTYPE_KEYS,
  HOLDER_KEYS,
  PUNCHING_KEYS,
  RIBBON_KEYS,
  TAG_KEYS,
} from './accessory-keys'
import { CATEGORY_KEYS, OCCASION_KEYS, PRODUCT_KIND_KEYS } from './catalog-keys'
import { PRODUCT_TYPE_KEYS, PRODUCT_TYPES, priceKeyOf } from './product-types'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/

describe('catalogue vocabulary', () => {
  it('has the ten papers under the keys the pricing engine uses', () => {
    expect(PAPER_KEYS).toEqual([
      'standard-matt',
      'premium-matt',
      'naturpapier',
      'recycling',
      'perlmutt',
      'leinenstruktur',
      'buettenpapier',
      'kraftpapier',
      'transparent',
      'glanz',
    ])
  })

  it('has the spec refinements and offers none on every paper, first', () => {
    expect(REFINEMENT_KEYS).toEqual(['none', 'gold', 'rosegold', 'silver', 'relief'])
    for (const paper of PAPER_KEYS) expect(refinementsFor(paper)[0]).toBe('none')
    const refinable = PAPER_KEYS.filter((p) => PAPERS[p].refinements.length > 0)
    expect(refinable).toEqual(['premium-matt', 'naturpapier', 'perlmutt', 'leinenstruktur', 'glanz'])
  })

  it('has ISO 216 A0 to A8: each size halves the one before, rounded down', () => {
    const series = (['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] as const).map((k) => FORMATS[k])
    expect(series[0]).toMatchObject({ widthMm: 841, heightMm: 1189 })
    series.slice(1).forEach((format, i) => {
      const larger = series[i]!
      expect(format.heightMm).toBe(larger.widthMm)
      expect(format.widthMm).toBe(Math.floor(larger.heightMm / 2))
    })
    for (const format of Object.values(FORMATS)) expect(format.widthMm).toBeLessThanOrEqual(format.heightMm)
  })

  it('has the 34 product type labels of the spec and the table plan poster, each sold by a known product kind', () => {
    // 34 from the spec, plus the event portal's table plan (ADR 0109).
    expect(PRODUCT_TYPE_KEYS).toHaveLength(35)
    expect(PRODUCT_TYPE_KEYS).toContain('table-plan')
    for (const key of PRODUCT_TYPE_KEYS) {
      expect(key).toMatch(KEBAB)
      expect(PRODUCT_KIND_KEYS).toContain(PRODUCT_TYPES[key].kind)
    }
    expect(priceKeyOf('sticker-round')).toBe('sticker')
    expect(priceKeyOf('folded-card')).toBe('folded-card')
  })

  it('keeps the existing occasion keys and adds the section-1 occasions', () => {
    expect(OCCASION_KEYS.slice(0, 13)).toEqual([
      'einschulung',
      'firmung',
      'geburt',
      'geburtstag',
      'hochzeit',
      'kindergeburtstag',
      'kommunion',
      'konfirmation',
      'ostern',
      'taufe',
      'trauer',
      'weihnachten-business',
      'weihnachten-private',
    ])
    expect(OCCASION_KEYS).toHaveLength(25)
  })

  it('uses unique, URL-safe keys in every list', () => {
    const lists = [
      OCCASION_KEYS,
      CATEGORY_KEYS,
      PUNCHING_KEYS,
      RIBBON_KEYS,
      HOLDER_KEYS,
      TAG_KEYS,
      ACCESSORY_COLOUR_KEYS,
    ]
    for (const list of lists) {
      expect(new Set(list).size).toBe(list.length)
      for (const key of list) expect(key).toMatch(KEBAB)
    }
    // A SKU is split on dashes (spec section 3), so its colour and flap must be one segment each.
    for (const key of [...ACCESSORY_COLOUR_KEYS, ...ENVELOPE_SUBTYPE_KEYS]) expect(key).toMatch(/^[a-z]+$/)
  })
})
