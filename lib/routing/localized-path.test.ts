import { describe, expect, it } from 'vitest'
import { localizedPath } from './localized-path'

describe('localizedPath', () => {
  it.each([
    ['us', '/warenkorb', {}, '/us/cart'],
    ['us', ['kasse', 'bestaetigung', 'MP-1'], {}, '/us/checkout/confirmation/MP-1'],
    [
      'us',
      '/configurator-wallart?material=poster&format=30x40',
      {},
      '/us/wall-art?material=poster&format=30x40',
    ],
    ['us', '/versand#express', {}, '/us/shipping#express'],
    ['us', 'kundenkonto/anmelden', { desktop: true }, '/us/d/account/sign-in'],
    ['us', [], {}, '/us'],
    ['us', '/products/design/x', {}, '/us/products/design/x'],
    ['de', '/warenkorb', {}, '/de/warenkorb'],
    ['de', '/warenkorb', { trailingSlash: true }, '/de/warenkorb/'],
    [
      'ch',
      ['kundenkonto', 'bestellungen'],
      { desktop: true, trailingSlash: true },
      '/ch/d/kundenkonto/bestellungen/',
    ],
    ['de', [], { trailingSlash: true }, '/de/'],
  ] as const)('%s %j %o → %s', (segment, internal, options, expected) => {
    expect(localizedPath(segment, internal, options)).toBe(expected)
  })
})
