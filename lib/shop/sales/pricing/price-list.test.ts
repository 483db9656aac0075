import { describe, expect, it } from 'vitest'
import {
  ACCESSORIES,
  CARD_TIER_PRICES,
  ENVELOPES,
  FORMATS,
  PAPERS,
  PRICE_TIER_MIN_QUANTITIES,
  REFINEMENTS,
} from '@/lib/config/pricing'
import { CARD_CURRENCIES } from '@/lib/config/shipping'
import { CARD_PRODUCT_TYPES, CARD_PRODUCTS, ENVELOPE_ONLY } from './card-products'
import { QUANTITY_STEPS } from './quantity'

/** The price list's own consistency: what the engine relies on without checking at run time. */
describe('price list', () => {
  it('covers the brief’s product types', () => {
    expect([...CARD_PRODUCT_TYPES].sort()).toEqual(
      [
        'postcard',
        'folded-card',
        'double-folding-card',
        'table-card',
        'place-card',
        'menu-card',
        'envelope',
        'sticker',
        'bottle-label',
        'insert-card',
        'leporello',
        'pocketfold',
        'photo-print',
        // The event portal's table plan poster (ADR 0109).
        'table-plan',
      ].sort(),
    )
  })

  it('has tiers starting at 1 and reachable by quantity steps', () => {
    expect(PRICE_TIER_MIN_QUANTITIES[0]).toBe(1)
    for (const min of PRICE_TIER_MIN_QUANTITIES) expect(QUANTITY_STEPS).toContain(min)
  })

  it.each(Object.entries(CARD_TIER_PRICES))('%s: one positive price per tier, never rising', (_, prices) => {
    for (const currency of CARD_CURRENCIES) {
      const tiers = prices[currency]
      expect(tiers).toHaveLength(PRICE_TIER_MIN_QUANTITIES.length)
      tiers.forEach((price, i) => {
        expect(Number.isInteger(price) && price > 0).toBe(true)
        if (i > 0) expect(price).toBeLessThanOrEqual(tiers[i - 1] ?? 0)
      })
    }
  })

  it('has 10 papers, some of which take a refinement and some not', () => {
    expect(Object.keys(PAPERS)).toHaveLength(10)
    const refinable = Object.values(PAPERS).map((paper) => paper.refinable)
    expect(refinable).toContain(true)
    expect(refinable).toContain(false)
  })

  it('has the spec’s refinements, punchings, screws, holders and tags', () => {
    expect(Object.keys(REFINEMENTS)).toEqual(['none', 'gold', 'rosegold', 'silver', 'relief'])
    expect(Object.keys(ACCESSORIES.punching)).toEqual(['none', 'hearts', 'round-corners', 'wave'])
    expect(Object.keys(ACCESSORIES.ribbon)).toHaveLength(7)
    expect(Object.keys(ACCESSORIES.screw)).toEqual(['none', 'bronze', 'gold', 'silver'])
    expect(Object.keys(ACCESSORIES.holder)).toEqual(['none', 'wood-square', 'wood-round'])
    expect(Object.keys(ACCESSORIES.tag)).toEqual(['none', 'heart', 'rectangular', 'round'])
  })

  it('charges nothing for "none" and never a negative surcharge', () => {
    const surcharges = [
      ...Object.values(FORMATS),
      ...Object.values(PAPERS).map((paper) => paper.surcharge),
      ...Object.values(REFINEMENTS),
      ...Object.values(ACCESSORIES).flatMap((table) => Object.values(table)),
    ]
    for (const surcharge of surcharges) {
      for (const currency of CARD_CURRENCIES) expect(surcharge[currency]).toBeGreaterThanOrEqual(0)
    }
    expect(REFINEMENTS.none).toEqual({ EUR: 0, CHF: 0 })
    for (const table of Object.values(ACCESSORIES)) expect(table.none).toEqual({ EUR: 0, CHF: 0 })
  })

  it('gives every product type a format, and envelope-only items an envelope for each format', () => {
    for (const type of CARD_PRODUCT_TYPES) expect(CARD_PRODUCTS[type].formats.length).toBeGreaterThan(0)
    for (const format of CARD_PRODUCTS[ENVELOPE_ONLY].formats) {
      const classes = Object.values(ENVELOPES).filter((e) => (e.fits as readonly string[]).includes(format))
      expect(classes.length, format).toBeGreaterThan(0)
    }
  })

  it('offers envelopes only with formats some envelope fits', () => {
    for (const [type, rules] of Object.entries(CARD_PRODUCTS)) {
      if (!(rules.options as readonly string[]).includes('envelope')) continue
      const fitting = rules.formats.filter((format) =>
        Object.values(ENVELOPES).some((e) => (e.fits as readonly string[]).includes(format)),
      )
      expect(fitting.length, type).toBeGreaterThan(0)
    }
  })
})
