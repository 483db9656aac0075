import { describe, expect, it } from 'vitest'
import { requestSlugOf, storySlug } from './slugs'

describe('storySlug', () => {
  it.each([
    ['', 'home'],
    ['/', 'home'],
    ['impressum', 'impressum'],
    ['/hilfe/versand/', 'hilfe/versand'],
    ['home', null],
    ['Impressum', null],
    ['..', null],
    ['../poster/agb', null],
    ['agb?version=draft', null],
    ['agb#x', null],
    ['a//b', null],
    ['%2e%2e', null],
    ['über-uns', null],
  ])('%j → %j', (slug, expected) => {
    expect(storySlug(slug)).toBe(expected)
  })
})

describe('requestSlugOf', () => {
  it.each([
    ['card/home', 'card', ''],
    ['card/hilfe/versand', 'card', 'hilfe/versand'],
    ['poster/home', 'card', null],
    ['cards/home', 'card', null],
  ])('%s below %s → %j', (fullSlug, brand, expected) => {
    expect(requestSlugOf(fullSlug, brand)).toBe(expected)
  })
})
