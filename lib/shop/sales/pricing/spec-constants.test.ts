import { describe, expect, it } from 'vitest'
import { ENVELOPES } from '@/lib/config/pricing'
import {
  DELIVERY_COUNTRIES,
  DELIVERY_COUNTRY_CONFIG,
  INVOICE_MINIMUM_MAJOR,
  SAMPLES,
  SHIPPING_BY_LOCALE,
} from '@/lib/config/shipping'
import { quoteCardLine } from './card-line'
import { quoteSamples } from './samples'
import { quoteShipping } from './shipping'

/** Every number of spec section 9 the engine charges, read back through the engine's own API. */
describe('spec section 9 constants', () => {
  it.each([
    // size class, format it fits, DE, AT, CH (minor units)
    ['standard', 'a6', 95, 100, 100],
    ['compact', 'din-lang', 110, 150, 120],
    ['large', 'a5', 180, 150, 290],
  ] as const)('%s envelope: %i € DE, %i € AT, %i CHF CH', (sizeClass, format, de, at, ch) => {
    const price = (country: 'DE' | 'AT' | 'CH') =>
      quoteCardLine({
        country,
        productType: 'envelope',
        format,
        quantity: 1,
        envelope: { flap: 'straight', sizeClass },
      })
    expect(price('DE')).toMatchObject({ unitPrice: de, currency: 'EUR' })
    expect(price('AT')).toMatchObject({ unitPrice: at, currency: 'EUR' })
    expect(price('CH')).toMatchObject({ unitPrice: ch, currency: 'CHF' })
  })

  it('pocketfold sleeves: 1,40 CHF in CH (spec); 1,30 € DE and 1,40 € AT (ADR 0004)', () => {
    expect(ENVELOPES['pocketfold-sleeve'].price).toEqual({ de: 130, at: 140, ch: 140 })
  })

  it.each([
    ['DE', 190, 'EUR'],
    ['AT', 190, 'EUR'],
    ['CH', 350, 'CHF'],
  ] as const)('samples to %s: 3 free, then %i each', (country, extra, currency) => {
    expect(SAMPLES.freeCount).toBe(3)
    expect(quoteSamples(3, country)).toMatchObject({ total: 0, paidCount: 0, currency })
    expect(quoteSamples(5, country)).toMatchObject({
      freeCount: 3,
      paidCount: 2,
      unitPrice: extra,
      total: 2 * extra,
    })
  })

  it.each([
    ['DE', 499, 1299, 2299, 'EUR'],
    ['AT', 599, 2299, null, 'EUR'],
    ['CH', 999, 3499, null, 'CHF'],
  ] as const)(
    'shipping to %s: %i, express %s, Saturday %s',
    (country, standard, express, saturday, currency) => {
      expect(quoteShipping('standard', country)).toEqual({
        method: 'standard',
        price: standard,
        free: false,
        currency,
      })
      expect(quoteShipping('express', country).price).toBe(express)
      if (saturday === null) expect(() => quoteShipping('saturday', country)).toThrow(/Germany only/)
      else expect(quoteShipping('saturday', country).price).toBe(saturday)
    },
  )

  it('the footer table and the engine share one source', () => {
    expect(DELIVERY_COUNTRY_CONFIG.DE.shipping).toBe(SHIPPING_BY_LOCALE.de)
    expect(DELIVERY_COUNTRY_CONFIG.AT.shipping).toBe(SHIPPING_BY_LOCALE.at)
    expect(DELIVERY_COUNTRY_CONFIG.CH.shipping).toBe(SHIPPING_BY_LOCALE.ch)
  })

  it('invoice purchase from 25', () => {
    expect(INVOICE_MINIMUM_MAJOR).toBe(25)
  })

  it('delivers to exactly DE, AT, CH, LI, LU, FR, IT, BE, NL, ES, and the US shop to the US', () => {
    expect([...DELIVERY_COUNTRIES].sort()).toEqual([
      'AT',
      'BE',
      'CH',
      'DE',
      'ES',
      'FR',
      'IT',
      'LI',
      'LU',
      'NL',
      'US',
    ])
    expect(Object.keys(DELIVERY_COUNTRY_CONFIG).sort()).toEqual([...DELIVERY_COUNTRIES].sort())
  })

  it.each([
    ['DE', 1900, 'EUR', 'de'],
    ['AT', 2000, 'EUR', 'at'],
    ['CH', 810, 'CHF', 'ch'],
    ['LI', 810, 'CHF', 'ch'],
    ['LU', 1700, 'EUR', 'de'],
    ['FR', 2000, 'EUR', 'de'],
    ['IT', 2200, 'EUR', 'de'],
    ['BE', 2100, 'EUR', 'de'],
    ['NL', 2100, 'EUR', 'de'],
    ['ES', 2100, 'EUR', 'de'],
  ] as const)('%s: VAT %i bp, %s, price column %s', (country, vatBasisPoints, currency, region) => {
    expect(DELIVERY_COUNTRY_CONFIG[country]).toMatchObject({ vatBasisPoints, currency, region })
    const line = quoteCardLine({
      country,
      productType: 'postcard',
      format: 'a6',
      paper: 'glanz',
      quantity: 10,
    })
    expect(line).toMatchObject({ vatBasisPoints, currency })
  })

  it.each(['LI', 'LU', 'FR', 'IT', 'BE', 'NL', 'ES'] as const)(
    'no express or Saturday express to %s',
    (country) => {
      expect(() => quoteShipping('express', country)).toThrow(/not offered/)
      expect(() => quoteShipping('saturday', country)).toThrow(/Germany only/)
    },
  )
})
