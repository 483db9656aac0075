import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { graduatedLines, graduatedTotal, PHOTO_PRODUCT_BANDS } from './graduated'

describe('graduated prices', () => {
  it.each([
    [1000, 1, 1000],
    [1000, 2, 1950],
    [1000, 4, 3850],
    [1000, 5, 4750],
    [1000, 10, 9200],
    [1000, 25, 21_900],
  ])('%i × %i costs %i', (unit, quantity, total) => {
    expect(graduatedTotal(graduatedLines(unit, quantity, PHOTO_PRODUCT_BANDS))).toBe(total)
  })

  it('counts every piece once, totals are the sum of bands and grow with quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 500 }), (unit, q) => {
        const lines = graduatedLines(unit, q, PHOTO_PRODUCT_BANDS)
        expect(lines.reduce((n, l) => n + l.quantity, 0)).toBe(q)
        const total = graduatedTotal(lines)
        expect(total).toBe(lines.reduce((n, l) => n + l.total, 0))
        expect(total).toBeGreaterThanOrEqual(0)
        expect(graduatedTotal(graduatedLines(unit, q + 1, PHOTO_PRODUCT_BANDS))).toBeGreaterThanOrEqual(total)
      }),
    )
  })
})
