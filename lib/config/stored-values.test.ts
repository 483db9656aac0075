import { describe, expect, it } from 'vitest'
import {
  isShopLocaleCode,
  storedBrand,
  storedMessageLocale,
  storedOrderCurrency,
  storedShopLocale,
} from './stored-values'

describe('stored brand and locale', () => {
  it('passes the values the shop knows', () => {
    expect(storedBrand('poster')).toBe('poster')
    expect(storedShopLocale('de-CH')).toBe('de-CH')
    expect(isShopLocaleCode('en-US')).toBe(true)
    expect(storedMessageLocale('en-GB')).toBe('en-GB')
    expect(storedOrderCurrency('CHF')).toBe('CHF')
  })

  it('refuses anything else by name instead of casting it through', () => {
    expect(() => storedBrand('mug')).toThrow('Unknown brand in the database: "mug"')
    expect(() => storedShopLocale('fr-FR')).toThrow('Unknown shop locale in the database: "fr-FR"')
    expect(() => storedMessageLocale('xx-XX')).toThrow('Unknown locale in the database: "xx-XX"')
    expect(() => storedOrderCurrency('GBP')).toThrow('Unknown currency in the database: "GBP"')
    expect(isShopLocaleCode('de')).toBe(false)
    expect(isShopLocaleCode(undefined)).toBe(false)
  })
})
