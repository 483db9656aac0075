import { describe, expect, it } from 'vitest'
import { localize, lookupOrder, pickLocalized } from './localized-text'

describe('lookupOrder', () => {
  it.each([
    ['de-DE', ['de-DE']],
    ['de-AT', ['de-AT', 'de-DE']],
    ['de-CH', ['de-CH', 'de-DE']],
    ['en-US', ['en-US', 'en-GB', 'de-DE']],
    ['fr-CH', ['fr-CH', 'fr-FR', 'de-DE']],
  ] as const)('%s tries %j', (locale, order) => {
    expect(lookupOrder(locale)).toEqual(order)
  })
})

describe('pickLocalized', () => {
  const text = { 'de-DE': 'Karten', 'en-GB': 'Cards', 'de-CH': 'Karten CH' }

  it('takes the most specific text on the chain', () => {
    expect(pickLocalized(text, 'de-CH')).toBe('Karten CH')
    expect(pickLocalized(text, 'de-AT')).toBe('Karten')
    expect(pickLocalized(text, 'en-US')).toBe('Cards')
  })

  it('returns undefined when no locale on the chain has a text', () => {
    expect(pickLocalized({ 'en-GB': 'Cards' }, 'de-AT')).toBeUndefined()
  })
})

describe('localize', () => {
  it.each([
    ['a missing de-DE text', { 'en-GB': 'Cards' }, /needs a de-DE text/],
    ['an unknown locale key', { 'de-DE': 'Karten', 'xx-YY': 'x' }, /Invalid localized text in f/],
    ['an empty string', { 'de-DE': ' ' }, /Invalid localized text in f/],
    ['a non-object', 'Karten', /Invalid localized text in f/],
  ])('rejects %s', (_label, value, message) => {
    expect(() => localize(value, 'de-DE', 'f')).toThrow(message)
  })

  it('resolves a valid value', () => {
    expect(localize({ 'de-DE': 'Karten', 'en-GB': 'Cards' }, 'en-US', 'f')).toBe('Cards')
  })
})
