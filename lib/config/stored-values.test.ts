import { describe, expect, it } from 'vitest'
import { isShopLocaleCode, storedBrand, storedShopLocale } from './stored-values'

describe('stored brand and locale', () => {
  it('passes the values the shop knows', () => {
    expect(storedBrand('poster')).toBe('poster')
    expect(storedShopLocale('de-CH')).toBe('de-CH')
    expect(isShopLocaleCode('en-US')).toBe(true)
  })

  it('refuses anything else by name instead of casting it through', () => {
    expect(() => storedBrand('mug')).toThrow('Unknown brand in the database: "mug"')
    expect(() => storedShopLocale('fr-FR')).toThrow('Unknown shop locale in the database: "fr-FR"')
    expect(isShopLocaleCode('de')).toBe(false)
    expect(isShopLocaleCode(undefined)).toBe(false)
  })
})
