import { describe, expect, it } from 'vitest'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { defaultOptions, productChoices } from './product-choices'

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
