import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import catalogDe from '@/locales/catalog/de-DE.json'
import catalogEn from '@/locales/catalog/en-GB.json'
import { NAME_SLOT, namedLabel } from './named-label'

describe('namedLabel', () => {
  it.each([
    ['de-DE', catalogDe],
    ['en-GB', catalogEn],
  ] as const)('gives what formatting each name gives (%s wishlist labels)', (locale, messages) => {
    const t = createTranslator({ locale, messages, namespace: 'CatalogWishlist' })
    for (const key of ['addNamed', 'removeNamed'] as const) {
      const label = namedLabel(t(key, { name: NAME_SLOT }))
      for (const name of ['Blumenwiese', "Lisa's {Garten}", 'Zeitloser Kranz #2']) {
        expect(label(name)).toBe(t(key, { name }))
      }
    }
  })

  it('keeps a message without the slot as it is', () => {
    expect(namedLabel('Merken')('Blumenwiese')).toBe('Merken')
  })
})
