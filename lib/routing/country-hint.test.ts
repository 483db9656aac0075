import { describe, expect, it } from 'vitest'
import { hintLanguages, suggestedShop } from './country-hint'

const card = [
  { segment: 'de', country: 'DE', language: 'de' },
  { segment: 'at', country: 'AT', language: 'de' },
  { segment: 'ch', country: 'CH', language: 'de' },
]
const poster = [...card, { segment: 'us', country: 'US', language: 'en' }]

describe('suggestedShop', () => {
  it.each([
    [['de-AT', 'de'], 'de', 'at'],
    [['de-CH'], 'at', 'ch'],
    [['de-LI'], 'de', 'ch'],
    [['de-AT'], 'at', undefined],
    [['de', 'en'], 'de', undefined],
    [['fr-FR', 'de-AT'], 'de', 'at'],
    [['en-US'], 'de', undefined],
    [['de-DE', 'de-AT'], 'de', undefined],
  ])('card brand: %o in shop %s → %s', (languages, current, expected) => {
    expect(suggestedShop(languages, current, card)?.segment).toBe(expected)
  })

  it.each([
    [['en-US'], 'de', 'us'],
    [['en-GB', 'en'], 'at', 'us'],
    [['de-DE'], 'us', 'de'],
    [['de-AT'], 'us', 'at'],
    [['de'], 'us', 'de'],
    [['en-US'], 'us', undefined],
    [['fr-FR'], 'us', undefined],
  ])('poster brand: %o in shop %s → %s', (languages, current, expected) => {
    expect(suggestedShop(languages, current, poster)?.segment).toBe(expected)
  })
})

describe('suggestedShop from the server hint (/api/get-location/)', () => {
  it.each([
    [{ country: 'AT', language: 'de' }, 'de', card, 'at'],
    [{ country: 'CH', language: 'de' }, 'de', card, 'ch'],
    [{ country: 'DE', language: 'de' }, 'de', card, undefined],
    [{ country: 'AT', language: 'en' }, 'de', poster, 'us'],
    [{ country: 'US', language: 'en' }, 'de', card, undefined],
    [{ country: 'AT', language: null }, 'de', card, 'at'],
    [{ country: null, language: 'de' }, 'at', card, undefined],
    [{ country: null, language: null }, 'de', poster, undefined],
  ])('%j in shop %s → %s', (hint, current, shops, expected) => {
    expect(suggestedShop(hintLanguages(hint), current, shops)?.segment).toBe(expected)
  })
})
