import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { divideHalfUp, sumMinor, vatBreakdown, vatFromGross } from './money'

describe('divideHalfUp', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 0],
    [3, 2, 2], // 1.5 rounds up
    [5, 2, 3], // 2.5 rounds up (not to even)
    [7, 2, 4],
    [10, 4, 3], // 2.5
    [9, 4, 2], // 2.25
  ])('%i / %i = %i', (a, b, result) => {
    expect(divideHalfUp(a, b)).toBe(result)
  })

  it('refuses negative, fractional and unsafe amounts', () => {
    expect(() => divideHalfUp(-1, 2)).toThrow(RangeError)
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError)
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError)
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError)
  })
})

describe('vatFromGross', () => {
  it.each([
    [499, 1900, 80], // 79.67
    [11_900, 1900, 1900],
    [120, 2000, 20],
    [10_810, 810, 810],
    [1999, 810, 150], // 149.79
    [117, 1700, 17],
    [0, 2200, 0],
  ])('%i gross at %i bp holds %i VAT', (gross, rate, vat) => {
    expect(vatFromGross(gross, rate)).toBe(vat)
  })

  it('is within half a minor unit of the exact value and never exceeds the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (gross, rate) => {
        const vat = vatFromGross(gross, rate)
        expect(Number.isInteger(vat)).toBe(true)
        expect(vat).toBeGreaterThanOrEqual(0)
        expect(vat).toBeLessThanOrEqual(gross)
        expect(Math.abs(vat - (gross * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5 + 1e-9)
      }),
    )
  })
})

describe('vatBreakdown', () => {
  it('groups by rate and rounds once per rate over the summed gross', () => {
    // 100 lines of 1 cent at 19 %: rounded per line each would hold 0 VAT (0.16 → 0), the sum holds
    // 15.97 → 16. The invoice must show the latter.
    const rows = vatBreakdown([
      ...Array.from({ length: 100 }, () => ({ gross: 1, vatBasisPoints: 1900 })),
      { gross: 108, vatBasisPoints: 810 },
    ])
    expect(rows).toEqual([
      { vatBasisPoints: 810, gross: 108, net: 100, vat: 8 },
      { vatBasisPoints: 1900, gross: 100, net: 84, vat: 16 },
    ])
  })
})
