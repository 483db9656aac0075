import { describe, expect, it } from 'vitest'
import { quoteCardLine } from '../sales/pricing/card-line'
import { priceableType, productOptions, type DesignOptionsSource } from './product-options'

const foldedCard: DesignOptionsSource = {
  productType: 'folded-card',
  format: 'a6',
  punchings: ['round-corners'],
}

describe('productOptions', () => {
  it('offers only the formats the design can be re-laid into (ADR 0080): an A6 landscape card takes A5', () => {
    const design = { ...foldedCard, aspectRatio: 'landscape' as const }
    expect(productOptions(design, {})?.choices.formats).toEqual(['a6', 'a5'])
    // Asked for a format of another shape, the page falls back to the design's own.
    expect(productOptions(design, { format: 'din-lang' })?.line.format).toBe('a6')
    // A square design takes only square formats.
    expect(
      productOptions({ ...foldedCard, format: 'quadrat', aspectRatio: 'square' }, {})?.choices.formats,
    ).toEqual(['quadrat'])
  })

  it('defaults to the design format, the first paper, no extras and the 11th quantity step', () => {
    const options = productOptions(foldedCard, {})
    expect(options?.line).toMatchObject({
      productType: 'folded-card',
      format: 'a6',
      paper: 'standard-matt',
      refinement: 'none',
      envelope: null,
      punching: 'none',
      ribbon: 'none',
      quantity: 50,
    })
    expect(options?.choices.accessories.punching).toEqual(['none', 'round-corners'])
    expect(options?.choices.accessories.screw).toBeUndefined()
    expect(options?.choices.refinements).toEqual(['none'])
  })

  it('reads the spec field names from the URL and offers refinements only where the paper allows', () => {
    const options = productOptions(foldedCard, {
      paper: 'premium-matt',
      refinementType: 'gold',
      envelope: 'standard-pointed',
      punching: 'round-corners',
      quantity: '100',
    })
    expect(options?.choices.refinements).toEqual(['none', 'gold', 'rosegold', 'silver', 'relief'])
    expect(options?.line).toMatchObject({
      paper: 'premium-matt',
      refinement: 'gold',
      envelope: { sizeClass: 'standard', flap: 'pointed' },
      punching: 'round-corners',
      quantity: 100,
    })
    expect(options?.params).toMatchObject({ refinementType: 'gold', envelope: 'standard-pointed' })
  })

  it('offers the colours of the chosen envelope flap, white by default, and keeps one in the URL', () => {
    expect(productOptions(foldedCard, {})?.choices.envelopeColours).toEqual([])
    const white = productOptions(foldedCard, { envelope: 'standard-straight' })
    expect(white?.choices.envelopeColours).toEqual(['white', 'cream', 'kraft', 'grey', 'sage', 'navy'])
    expect(white?.line.envelope).toEqual({ sizeClass: 'standard', flap: 'straight', colour: 'white' })
    const cream = productOptions(foldedCard, { envelope: 'standard-pointed', envelopeColour: 'cream' })
    expect(cream?.line.envelope).toEqual({ sizeClass: 'standard', flap: 'pointed', colour: 'cream' })
    // The round trip: the params the page links with read back to the same line.
    expect(productOptions(foldedCard, cream!.params)?.line).toEqual(cream?.line)
    expect(cream?.params).toMatchObject({ envelope: 'standard-pointed', envelopeColour: 'cream' })
    // A colour the flap does not come in (grey is straight only) falls back to white.
    const grey = productOptions(foldedCard, { envelope: 'standard-pointed', envelopeColour: 'grey' })
    expect(grey?.line.envelope).toMatchObject({ colour: 'white' })
  })

  it('prices an envelope the same in every colour', () => {
    const quote = (colour: string) =>
      quoteCardLine({
        ...productOptions(foldedCard, { envelope: 'standard-pointed', envelopeColour: colour })!.line,
        country: 'DE',
      })
    expect(quote('bordeaux')).toEqual(quote('white'))
  })

  it.each([
    [
      'a refinement on a paper without one',
      { paper: 'kraftpapier', refinementType: 'gold' },
      { refinement: 'none' },
    ],
    ['a quantity that is not a step', { quantity: '51' }, { quantity: 50 }],
    ['a punching the design is not laid out for', { punching: 'hearts' }, { punching: 'none' }],
    ['an envelope that does not fit the format', { envelope: 'large-straight' }, { envelope: null }],
    ['an unknown format', { format: 'a0' }, { format: 'a6' }],
  ])('falls back on %s', (_name, search, expected) => {
    expect(productOptions(foldedCard, search)?.line).toMatchObject(expected)
  })

  it('always yields a line the pricing engine accepts', () => {
    for (const search of [{}, { paper: 'glanz', refinementType: 'relief', quantity: '5000', format: 'a5' }]) {
      const options = productOptions(foldedCard, search)
      expect(() => quoteCardLine({ ...options!.line, country: 'CH' })).not.toThrow()
    }
    const table = productOptions({ productType: 'table-card', format: 'a7', punchings: [] }, {})
    expect(table?.line.format).toBe('a6')
    expect(table?.choices.accessories.holder).toEqual(['none', 'wood-square', 'wood-round'])
    expect(() => quoteCardLine({ ...table!.line, country: 'DE' })).not.toThrow()
  })

  it('maps catalogue types onto price list types, or none', () => {
    expect(priceableType({ productType: 'menu-insert' })).toBe('menu-card')
    expect(priceableType({ productType: 'sticker-heart' })).toBe('sticker')
    expect(priceableType({ productType: 'photo-book' })).toBeNull()
    expect(productOptions({ productType: 'photo-book', format: null, punchings: [] }, {})).toBeNull()
  })
})
