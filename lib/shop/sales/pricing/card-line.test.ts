import { describe, expect, it } from 'vitest'
import { quoteCardLine, tierPrice } from './card-line'
import type { CardQuoteInput } from './schema'

const weddingCard = {
  country: 'DE',
  productType: 'folded-card',
  format: 'a5',
  paper: 'premium-matt',
  refinement: 'gold',
  quantity: 100,
  envelope: { flap: 'pointed', sizeClass: 'large' },
  ribbon: 'satin-3mm',
} as const satisfies CardQuoteInput

describe('quoteCardLine', () => {
  it('itemises a folded card and multiplies the exact unit price', () => {
    const quote = quoteCardLine(weddingCard)
    expect(quote.lines.map(({ kind, key, unitPrice }) => [kind, key, unitPrice])).toEqual([
      ['base', 'folded-card', 179], // tier 100
      ['format', 'a5', 40],
      ['paper', 'premium-matt', 20],
      ['refinement', 'gold', 60],
      ['envelope', 'large', 180],
      ['ribbon', 'satin-3mm', 25],
    ])
    expect(quote).toMatchObject({ unitPrice: 504, total: 50_400, quantity: 100, currency: 'EUR' })
  })

  it('uses one EUR card price for DE and AT but the spec’s envelope column per country', () => {
    const at = quoteCardLine({ ...weddingCard, country: 'AT' })
    expect(at.lines.find((l) => l.kind === 'base')?.unitPrice).toBe(179)
    expect(at.lines.find((l) => l.kind === 'envelope')?.unitPrice).toBe(150)
  })

  it('prices Switzerland and Liechtenstein in CHF', () => {
    const ch = quoteCardLine({ ...weddingCard, country: 'CH' })
    expect(ch).toMatchObject({ currency: 'CHF', unitPrice: 215 + 50 + 25 + 75 + 290 + 30 })
    expect(quoteCardLine({ ...weddingCard, country: 'LI' }).unitPrice).toBe(ch.unitPrice)
  })

  it('charges the base price of the tier the quantity reaches', () => {
    const unit = (quantity: number) =>
      quoteCardLine({
        country: 'DE',
        productType: 'postcard',
        format: 'a6',
        paper: 'standard-matt',
        quantity,
      }).unitPrice
    expect([1, 5, 10, 45, 50, 95, 100, 2500, 5000].map(unit)).toEqual([
      249, 249, 199, 169, 139, 139, 119, 69, 69,
    ])
  })

  it('prices envelope-only items at the envelope price, without base or format parts', () => {
    const quote = quoteCardLine({
      country: 'DE',
      productType: 'envelope',
      format: 'din-lang',
      quantity: 50,
      envelope: { flap: 'straight', sizeClass: 'compact' },
    })
    expect(quote.lines).toEqual([{ kind: 'envelope', key: 'compact', unitPrice: 110, total: 5500 }])
  })

  it('tierPrice refuses a table without a price for the tier (a broken price list)', () => {
    expect(() => tierPrice([100], 50)).toThrow(/no price/)
  })
})
