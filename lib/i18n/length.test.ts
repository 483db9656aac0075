import { describe, expect, it } from 'vitest'
import { formatLength, formatLengthNumber, formatSize, parseLength } from './length'

describe('formatLength: the unit table (ADR 0066)', () => {
  it.each([
    // sizes
    [300, '30 cm', '11.8 in'],
    [400, '40 cm', '15.7 in'],
    [600, '60 cm', '23.6 in'],
    [900, '90 cm', '35.4 in'],
    [1000, '100 cm', '39.4 in'],
    // the mat
    [30, '3 cm', '1.2 in'],
    // canvas depths
    [20, '2 cm', '0.8 in'],
    [40, '4 cm', '1.6 in'],
    // whole inches lose their ".0"; one decimal at most in both units
    [254, '25.4 cm', '10 in'],
    [127, '12.7 cm', '5 in'],
    [148, '14.8 cm', '5.8 in'],
    [297, '29.7 cm', '11.7 in'],
  ] as const)('%i mm → %s, %s', (mm, cm, inches) => {
    expect(formatLength(mm, 'cm', 'en-GB')).toBe(cm)
    expect(formatLength(mm, 'in', 'en-US')).toBe(inches)
  })

  it('writes the locale’s decimal separator', () => {
    expect(formatLength(148, 'cm', 'de-DE')).toBe('14,8 cm')
    expect(formatLength(105, 'cm', 'de-CH')).toBe('10.5 cm')
    expect(formatLength(300, 'in', 'de-DE')).toBe('11,8 in')
  })

  it('rounds half-way tenths up, in whole tenths of the unit', () => {
    // 31.75 mm is exactly 1.25 in; 12.7 mm is 0.5 in; 3.15 cm is half-way too.
    expect(formatLength(31.75, 'in', 'en-US')).toBe('1.3 in')
    expect(formatLength(31.74, 'in', 'en-US')).toBe('1.2 in')
    expect(formatLength(12.7, 'in', 'en-US')).toBe('0.5 in')
    expect(formatLength(31.5, 'cm', 'de-DE')).toBe('3,2 cm')
    expect(formatLength(31.4, 'cm', 'de-DE')).toBe('3,1 cm')
    // 24.13 mm is 0.95 in: no "1.0 in", no "0.9".
    expect(formatLength(24.13, 'in', 'en-US')).toBe('1 in')
  })

  it('rounds a limit up or down on request, and not past a whole tenth', () => {
    // 100 mm is 3.937 in: as a minimum it reads 4 in, as a maximum 3.9 in.
    expect(formatLength(100, 'in', 'en-US', 'up')).toBe('4 in')
    expect(formatLength(100, 'in', 'en-US', 'down')).toBe('3.9 in')
    // 254 mm is exactly 10 in either way (no 10.1 from a float a hair above).
    expect(formatLength(254, 'in', 'en-US', 'up')).toBe('10 in')
    expect(formatLength(254, 'in', 'en-US', 'down')).toBe('10 in')
  })

  it('refuses a length that is not a number', () => {
    expect(() => formatLength(Number.NaN, 'cm', 'de-DE')).toThrow(RangeError)
  })
})

describe('formatSize', () => {
  it.each([
    [300, 400, 'cm', 'de-DE', '30 × 40 cm'],
    [148, 210, 'cm', 'de-DE', '14,8 × 21 cm'],
    [300, 400, 'in', 'en-US', '11.8 × 15.7 in'],
    [600, 900, 'in', 'en-US', '23.6 × 35.4 in'],
    [1000, 1000, 'in', 'en-US', '39.4 × 39.4 in'],
  ] as const)('%i × %i mm in %s (%s) → %s', (w, h, unit, locale, expected) => {
    expect(formatSize(w, h, unit, locale)).toBe(expected)
  })
})

describe('parseLength', () => {
  it.each([
    ['11.8', 'in', 300],
    ['11,8', 'in', 300],
    ['12', 'in', 305],
    ['12 in', 'in', 305],
    ['12"', 'in', 305],
    ['12 inches', 'in', 305],
    ['11 3/4', 'in', 298],
    ['3/4', 'in', 19],
    ['30', 'cm', 300],
    ['45,5', 'cm', 455],
    ['45.5 cm', 'cm', 455],
  ] as const)('"%s" (%s) → %i mm', (text, unit, mm) => {
    expect(parseLength(text, unit)).toBe(mm)
  })

  it.each([
    ['', 'in'],
    ['abc', 'in'],
    ['0', 'in'],
    ['-5', 'cm'],
    ['12 cm', 'in'],
    ['12 in', 'cm'],
    ['1/0', 'in'],
    ['3/4', 'cm'],
    ['1e3', 'cm'],
    ['12.5.3', 'in'],
  ] as const)('"%s" (%s) is not a length', (text, unit) => {
    expect(parseLength(text, unit)).toBeNull()
  })

  it('reads every shown value back to itself (round trip)', () => {
    for (const unit of ['cm', 'in'] as const) {
      for (let mm = 10; mm <= 3000; mm += 1) {
        const shown = formatLengthNumber(mm, unit, 'en-US')
        const back = parseLength(shown, unit)
        expect(back).not.toBeNull()
        expect(formatLengthNumber(back ?? 0, unit, 'en-US')).toBe(shown)
      }
    }
  })

  it('gives back the exact mm of every centimetre size, and inches within half a tenth', () => {
    for (const mm of [20, 30, 40, 300, 400, 600, 900, 1000]) {
      expect(parseLength(formatLengthNumber(mm, 'cm', 'de-DE'), 'cm')).toBe(mm)
      const back = parseLength(formatLengthNumber(mm, 'in', 'en-US'), 'in') ?? 0
      expect(Math.abs(back - mm)).toBeLessThanOrEqual(1.27 + 0.5)
    }
  })
})
