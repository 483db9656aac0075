import { describe, expect, it } from 'vitest'
import { suggestedShop } from './country-hint'

const shops = [
  { segment: 'de', country: 'DE' },
  { segment: 'at', country: 'AT' },
  { segment: 'ch', country: 'CH' },
]

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
  ])('%o in shop %s → %s', (languages, current, expected) => {
    expect(suggestedShop(languages, current, shops)?.segment).toBe(expected)
  })
})
