import { describe, expect, it } from 'vitest'
import { languageChain, storyblokLanguage, translateFields } from './language'

describe('storyblokLanguage', () => {
  it.each([
    ['de-DE', undefined],
    ['de-AT', 'de-at'],
    ['de-CH', 'de-ch'],
    ['en-US', 'en-us'],
  ] as const)('%s → %s', (locale, language) => {
    expect(storyblokLanguage(locale)).toBe(language)
  })
})

describe('languageChain', () => {
  it.each([
    [undefined, ['default']],
    ['', ['default']],
    ['default', ['default']],
    ['de-at', ['de-at', 'default']],
    ['DE-CH', ['de-ch', 'default']],
    ['en-us', ['en-us', 'en-gb', 'default']],
    ['en-gb', ['en-gb', 'default']],
    // The default language itself adds nothing; an unknown code is tried on its own.
    ['de-de', ['default']],
    ['pt-br', ['pt-br', 'default']],
  ])('%s → %j', (language, chain) => {
    expect(languageChain(language)).toEqual(chain)
  })
})

describe('translateFields', () => {
  it('resolves nested fields, keeps non-string translations and leaves the input alone', () => {
    const input = {
      component: 'page',
      title: 'Titel',
      'title__i18n__en-gb': 'Title',
      link: { url: '/produkte' },
      'link__i18n__en-us': { url: '/products' },
      body: [{ component: 'x', _uid: '1', text: 'Text', 'text__i18n__en-us': null }],
    }
    const snapshot = structuredClone(input)
    expect(translateFields(input, languageChain('en-us'))).toEqual({
      component: 'page',
      title: 'Title',
      link: { url: '/products' },
      body: [{ component: 'x', _uid: '1', text: 'Text' }],
    })
    expect(input).toEqual(snapshot)
  })
})
