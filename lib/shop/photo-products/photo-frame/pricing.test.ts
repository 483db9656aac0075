import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'
import { quoteArticle } from './article'
import { FRAME_TYPE_KEYS, FRAME_TYPES } from './frames'
import { fitsMaterial } from './pricing'

const articleArb = fc
  .constantFrom(...FRAME_TYPE_KEYS)
  .chain((frameType) =>
    fc.record({
      frameType: fc.option(fc.constant(frameType), { nil: undefined }),
      materialType: fc.constantFrom(...FRAME_TYPES[frameType].materials),
      widthMm: fc.integer({ min: 200, max: 1000 }),
      heightMm: fc.integer({ min: 200, max: 1000 }),
      grow: fc.integer({ min: 1, max: 200 }),
      quantity: fc.integer({ min: 1, max: 49 }),
      currency: fc.constantFrom(...SHOP_CURRENCIES),
    }),
  )
  .filter((a) => fitsMaterial(a.materialType, { widthMm: a.widthMm + a.grow, heightMm: a.heightMm }))

describe('wall-art prices', () => {
  it('sum their parts, are never negative, and grow with size and quantity', () => {
    fc.assert(
      fc.property(articleArb, ({ widthMm, heightMm, grow, currency, ...options }) => {
        const base = { ...options, colour: 'original', retouch: 'none', border: 'none' } as const
        const quote = quoteArticle({ ...base, format: `${widthMm}x${heightMm}` }, currency)
        expect(quote.unitPrice).toBe(quote.components.reduce((sum, c) => sum + c.unitPrice, 0))
        expect(quote.total).toBe(quote.lines.reduce((sum, l) => sum + l.total, 0))
        expect(quote.total).toBeGreaterThan(0)
        const wider = quoteArticle({ ...base, format: `${widthMm + grow}x${heightMm}` }, currency)
        expect(wider.unitPrice).toBeGreaterThanOrEqual(quote.unitPrice)
        const turned = quoteArticle({ ...base, format: `${heightMm}x${widthMm}` }, currency)
        expect(turned.unitPrice).toBe(quote.unitPrice)
        expect(
          quoteArticle({ ...base, format: quote.format, quantity: options.quantity + 1 }, currency).total,
        ).toBeGreaterThan(quote.total)
      }),
    )
  })
})
