import { describe, expect, it } from 'vitest'
import { DELIVERY_COUNTRIES, type DeliveryCountry } from '@/lib/config/shipping'
import { isValidPostcode, normalisePostcode, POSTCODE_RULES } from './postcodes'

describe('postcodes', () => {
  it.each(DELIVERY_COUNTRIES)('accepts the example of %s', (country) => {
    expect(isValidPostcode(country, POSTCODE_RULES[country].example)).toBe(true)
  })

  it.each<[DeliveryCountry, string, boolean]>([
    ['DE', '80687', true],
    ['DE', '01067', true],
    ['DE', '00123', false],
    ['DE', '8068', false],
    ['DE', '806877', false],
    ['DE', 'ABCDE', false],
    ['AT', '1010', true],
    ['AT', '0101', false],
    ['CH', '8001', true],
    ['CH', '80012', false],
    ['LI', '9490', true],
    ['LI', '8001', false],
    ['LI', '9499', false],
    ['LU', 'L-1009', true],
    ['LU', 'l 1009', true],
    ['LU', '10090', false],
    ['FR', '75001', true],
    ['FR', '7500', false],
    ['IT', '00184', true],
    ['BE', '1000', true],
    ['BE', '0999', false],
    ['NL', '1012 AB', true],
    ['NL', '1012ab', true],
    ['NL', '1012 SS', false],
    ['NL', '0123 AB', false],
    ['ES', '28013', true],
    ['ES', '53001', false],
    ['ES', '00123', false],
    // US: ZIP or ZIP+4 (issue 27)
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', '100011234', true],
    ['US', ' 10001 ', true],
    ['US', '1000', false],
    ['US', '100012', false],
    ['US', '10001-123', false],
    ['US', '10001 1234', true],
    ['US', 'ABCDE', false],
  ])('%s %j valid: %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid)
  })

  it('normalises to the printed form', () => {
    expect(normalisePostcode('NL', ' 1012ab ')).toBe('1012 AB')
    expect(normalisePostcode('LU', 'L-1009')).toBe('1009')
    expect(normalisePostcode('DE', '806 87')).toBe('80687')
    expect(normalisePostcode('US', '100011234')).toBe('10001-1234')
    expect(normalisePostcode('US', '10001-1234')).toBe('10001-1234')
  })
})
