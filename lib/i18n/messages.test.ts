import { describe, expect, it } from 'vitest'
import { AREAS } from '@/locales'
import { PRODUCT_TYPE_KEYS } from '@/lib/model/product-types'
import { MESSAGE_FILES, messagesFor, type MessageTree } from './messages'

function keys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  )
}

describe('messages', () => {
  it('has an English base file with exactly the German keys', () => {
    expect(keys(MESSAGE_FILES['en-GB']).sort()).toEqual(keys(MESSAGE_FILES['de-DE']).sort())
  })

  it.each([
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-DE'],
    ['en-US', 'en-GB'],
  ] as const)('%s holds only differences from %s', (locale, base) => {
    const baseKeys = new Set(keys(MESSAGE_FILES[base]))
    for (const key of keys(MESSAGE_FILES[locale])) expect(baseKeys.has(key), key).toBe(true)
  })

  // Listings, breadcrumbs and the product page name a design's type by this plural; a missing one
  // showed the raw key ("table-plan zur Hochzeit").
  it.each(['de-DE', 'en-GB'] as const)('%s names every product type in the plural', (locale) => {
    const plural = keys(MESSAGE_FILES[locale]).filter((k) => k.startsWith('CatalogNames.productPlural.'))
    for (const type of PRODUCT_TYPE_KEYS) expect(plural, type).toContain(`CatalogNames.productPlural.${type}`)
  })

  it('gives every namespace to one area only', () => {
    const owners = new Map<string, number>()
    AREAS.forEach((files, index) => {
      for (const namespace of Object.keys(files['de-DE'])) {
        expect(owners.get(namespace), namespace).toBeUndefined()
        owners.set(namespace, index)
      }
    })
  })

  it('falls back along the chain', () => {
    expect(messagesFor('de-AT').Meta.siteName).toBe('{brand}.at')
    expect(messagesFor('de-AT').Header.cart).toBe('Warenkorb')
    expect(messagesFor('en-US').Header.cart).toBe('Cart')
    expect(messagesFor('en-US').Header.account).toBe('Account')
  })

  it('writes ss for ß in Switzerland only', () => {
    expect(messagesFor('de-DE').Samples.close).toBe('Schließen')
    expect(messagesFor('de-CH').Samples.close).toBe('Schliessen')
    expect(JSON.stringify(messagesFor('de-CH'))).not.toContain('ß')
  })
})
