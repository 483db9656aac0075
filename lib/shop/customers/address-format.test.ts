import { describe, expect, it } from 'vitest'
import { countryName, formatAddressLines } from './address-format'

describe('formatAddressLines (issue 27)', () => {
  it('prints a US address in USPS order: City, ST ZIP+4, and the country by name', () => {
    const lines = formatAddressLines(
      {
        firstName: 'Jane',
        lastName: 'Doe',
        company: 'Acme Inc.',
        street: '350 5th Ave',
        addressLine2: 'Suite 4200',
        postcode: '10118-0110',
        city: 'New York',
        state: 'NY',
        country: 'US',
      },
      'en-US',
    )
    expect(lines).toEqual([
      'Jane Doe',
      'Acme Inc.',
      '350 5th Ave',
      'Suite 4200',
      'New York, NY 10118-0110',
      'United States',
    ])
  })

  it('prints a German address postcode first with the country named in German, never "DE"', () => {
    const lines = formatAddressLines(
      {
        firstName: 'Erika',
        lastName: 'Mustermann',
        street: 'Heidestraße 17',
        postcode: '51147',
        city: 'Köln',
        country: 'DE',
      },
      'de-DE',
    )
    expect(lines).toEqual(['Erika Mustermann', 'Heidestraße 17', '51147 Köln', 'Deutschland'])
  })

  it('names countries in the reader’s language', () => {
    expect(countryName('US', 'en-US')).toBe('United States')
    expect(countryName('DE', 'de-DE')).toBe('Deutschland')
    expect(countryName('CH', 'de-CH')).toBe('Schweiz')
    expect(countryName('US', 'de-DE')).toBe('Vereinigte Staaten')
  })
})
