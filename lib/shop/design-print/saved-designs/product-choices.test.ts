import { describe, expect, it } from 'vitest'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { productOptions } from '@/lib/shop/catalogue/product-options'
import { standardFormat } from '@/lib/shop/design-print/design/formats'
import { defaultOptions, openingOptions, productChoices } from './product-choices'

describe('product choices', () => {
  it('offers what the price list sells for a folded card, in the page language', () => {
    const choices = productChoices('folded-card', 'de')
    expect(choices?.formats.map((f) => f.key)).toEqual(['a6', 'din-lang', 'quadrat', 'a5'])
    expect(choices?.papers?.[0]).toMatchObject({ key: 'standard-matt', refinements: [{ key: 'none' }] })
    expect(choices?.papers?.find((p) => p.key === 'premium-matt')?.refinements.map((r) => r.key)).toContain(
      'gold',
    )
    expect(choices?.envelopes?.a6).toEqual(['standard'])
    expect(choices?.quantities[10]).toBe(50)
  })

  it('maps catalogue types that share a price table and refuses unsellable ones', () => {
    expect(productChoices('menu-insert', 'en')?.productType).toBe('menu-card')
    expect(productChoices('photo-book', 'de')).toBeNull()
  })

  it('starts with options the pricing engine accepts', () => {
    for (const type of [
      'folded-card',
      'postcard',
      'table-card',
      'sticker-round',
      'bottle-label',
      'menu-insert',
    ] as const) {
      const choices = productChoices(type, 'de')
      if (!choices) throw new Error(type)
      const options = defaultOptions(choices, 'a6')
      expect(() => quoteCardLine({ ...options, country: 'DE' }), type).not.toThrow()
    }
  })
})

describe('the tool’s choices for a design (issue 30 point 1, ADR 0080)', () => {
  const design = {
    productType: 'folded-card' as const,
    format: 'a6' as const,
    punchings: ['round-corners' as const],
  }
  const withDocument = () =>
    productChoices('folded-card', 'de', { ...design, document: standardFormat('a6-folded') })!

  it('offers the formats the document can be re-laid into: A6 and A5, not DIN long or square', () => {
    const formats = withDocument().formats
    expect(formats.map((f) => f.key)).toEqual(['a6', 'a5'])
    expect(formats.find((f) => f.key === 'a5')?.document?.key).toBe('a5-folded')
  })

  it('offers the punchings the design is laid out for and every ribbon, as the product page', () => {
    const accessories = withDocument().accessories
    expect(accessories.find((a) => a.kind === 'punching')?.options.map((o) => o.key)).toEqual([
      'none',
      'round-corners',
    ])
    const ribbon = accessories.find((a) => a.kind === 'ribbon')
    expect(ribbon?.param).toBe('ribbon')
    expect(ribbon?.options).toContainEqual({ key: 'satin-10mm', label: 'Satinband 10 mm' })
  })

  it('opens with the product page’s choices: same line, same price', () => {
    const query = { format: 'a5', punching: 'round-corners', ribbon: 'satin-10mm', quantity: '80' }
    const opening = openingOptions(design, query, withDocument())
    expect(opening).toEqual(productOptions(design, query)?.line)
    expect(quoteCardLine({ ...opening, country: 'DE' }).total).toBe(
      quoteCardLine({ ...productOptions(design, query)!.line, country: 'DE' }).total,
    )
  })

  it('keeps the design’s own format when the URL asks for one the design cannot take', () => {
    const opening = openingOptions(design, { format: 'din-lang', ribbon: 'jute' }, withDocument())
    expect(opening).toMatchObject({ format: 'a6', ribbon: 'jute' })
  })
})
