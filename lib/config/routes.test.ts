import { describe, expect, it } from 'vitest'
import { LOCALIZED_ROUTES, internalRoute, localizedRoute } from './routes'

describe('LOCALIZED_ROUTES', () => {
  it.each(Object.entries(LOCALIZED_ROUTES))(
    '%s: both columns are unique, so the mapping runs both ways',
    (_, table) => {
      const shown = Object.values(table)
      expect(new Set(shown).size).toBe(shown.length)
      // A public name never is another entry's internal name: /us/{name} has one meaning.
      for (const name of shown) expect(Object.keys(table)).not.toContain(name)
    },
  )

  it('names every route in lower-case ASCII slugs', () => {
    for (const name of Object.values(LOCALIZED_ROUTES.us)) expect(name).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)
  })
})

describe('localizedRoute / internalRoute', () => {
  it.each([
    [['warenkorb'], ['cart']],
    [['kasse'], ['checkout']],
    [
      ['kasse', 'bestaetigung', 'MP-1001'],
      ['checkout', 'confirmation', 'MP-1001'],
    ],
    [['kundenkonto'], ['account']],
    [
      ['kundenkonto', 'bestellungen', 'MP-1001'],
      ['account', 'orders', 'MP-1001'],
    ],
    [
      ['kundenkonto', 'anmelden'],
      ['account', 'sign-in'],
    ],
    [
      ['newsletter', 'bestaetigen'],
      ['newsletter', 'confirm'],
    ],
    [['configurator-wallart'], ['wall-art']],
    [['alle-fotokalender'], ['all-calendars']],
    [['versand'], ['shipping']],
    [['agb'], ['terms']],
    [['datenschutz'], ['privacy']],
    [['impressum'], ['imprint']],
    [['kontakt'], ['contact']],
    [['widerruf'], ['cancellation-policy']],
    [
      ['products', 'design', 'x'],
      ['products', 'design', 'x'],
    ],
    [[], []],
  ])('us: %j is shown as %j and read back', (internal, shown) => {
    expect(localizedRoute('us', internal)).toEqual(shown)
    expect(internalRoute('us', shown)).toEqual({ route: internal, redirect: false })
  })

  it('keeps the German shops’ paths as they are', () => {
    for (const segment of ['de', 'at', 'ch']) {
      expect(localizedRoute(segment, ['warenkorb'])).toEqual(['warenkorb'])
      expect(internalRoute(segment, ['warenkorb'])).toEqual({ route: ['warenkorb'], redirect: false })
      expect(internalRoute(segment, ['cart'])).toEqual({ route: ['cart'], redirect: false })
    }
  })

  it.each([
    [['warenkorb'], ['warenkorb']],
    [
      ['kundenkonto', 'bestellungen', '7'],
      ['kundenkonto', 'bestellungen', '7'],
    ],
    // Half English, half German: still not the US form.
    [
      ['account', 'bestellungen'],
      ['kundenkonto', 'bestellungen'],
    ],
    [['configurator-wallart'], ['configurator-wallart']],
  ])('us: the German path %j is read as %j and marked for a redirect', (shown, internal) => {
    expect(internalRoute('us', shown)).toEqual({ route: internal, redirect: true })
  })
})
