import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney } from './format'

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ')

describe('formatMoney', () => {
  it.each([
    [499, 'de-DE', '4,99 €'],
    [500, 'de-DE', '5 €'],
    [1299, 'de-AT', '€ 12,99'],
    [999, 'de-CH', 'CHF 9.99'],
    [350, 'de-CH', 'CHF 3.50'],
    [3500, 'de-CH', 'CHF 35'],
    [2500, 'en-US', '$25'],
    [1990, 'en-US', '$19.90'],
    [500, 'en-GB', '£5'],
    [123456, 'de-DE', '1.234,56 €'],
  ] as const)('%i minor units in %s → %s', (minor, locale, expected) => {
    expect(nbsp(formatMoney(minor, locale))).toBe(expected)
  })

  it('refuses fractional minor units', () => {
    expect(() => formatMoney(4.5, 'de-DE')).toThrow(RangeError)
  })
})

describe('formatDate', () => {
  it('writes January as Jänner in Austria', () => {
    const date = new Date('2027-01-15T12:00:00Z')
    expect(formatDate(date, 'de-AT')).toBe('15. Jänner 2027')
    expect(formatDate(date, 'de-DE')).toBe('15. Januar 2027')
  })
})
