import { describe, expect, it } from 'vitest'
import { rendersAnonymous, rendersShared } from './shared-render'

const anonymous: string[] = []

describe('rendersShared', () => {
  it.each([
    [['products']],
    [['products', 'hochzeit']],
    [['products', 'hochzeit', 'klappkarte']],
    [['products', 'design', 'pretty-points']],
    [['themes']],
    [['themes', '1461']],
  ])('renders the catalogue page %j once for everyone without a session', (route) => {
    expect(rendersShared(route, anonymous)).toBe(true)
    expect(
      rendersShared(route, ['shop_brand', 'cookie_consent', 'visitor_key', 'wishlist_count', 'cart_count']),
    ).toBe(true)
  })

  it.each([
    [[]],
    [['products', 'design']],
    [['products', 'design', 'pretty-points', 'x']],
    [['warenkorb']],
    [['themes', '1461', 'x']],
    [['products', 'hochzeit', 'klappkarte', 'x']],
  ])('renders %j per request as before', (route) => {
    expect(rendersShared(route, anonymous)).toBe(false)
  })

  it.each([
    ['a session', 'shop.session_token'],
    ['draft mode', '__prerender_bypass'],
    ['a flag override', 'flag_overrides'],
    ['the customer key', 'customer_key'],
    ['an unknown cookie', 'something'],
  ])('renders a listing per request for a visitor with %s', (_, cookie) => {
    expect(rendersShared(['products', 'hochzeit'], ['visitor_key', cookie])).toBe(false)
  })

  it('renders the design tool once for everyone when it opens a catalogue design, not a saved one', () => {
    const tool = ['configurator-card']
    const search = (query: string) => new URLSearchParams(query)
    expect(rendersShared(tool, ['visitor_key'], search('design=10014'))).toBe(true)
    expect(rendersShared(tool, ['visitor_key'], search('design=10014&saved=7d3f1c2a'))).toBe(false)
    expect(rendersShared(tool, anonymous, search(''))).toBe(false)
    expect(rendersShared(tool, ['shop.session_token'], search('design=10014'))).toBe(false)
    expect(rendersShared(['configurator-card', 'designs'], anonymous, search('design=10014'))).toBe(false)
  })
})

describe('rendersAnonymous', () => {
  const none = new URLSearchParams()
  it.each([[['versand']], [['magazin', 'tischdeko']], [['alle-fotokalender']], [['alle-fotobuecher']]])(
    'renders %j once for visitors without cookies of their own',
    (route) => {
      expect(rendersAnonymous(route, anonymous, none)).toBe(true)
      expect(rendersAnonymous(route, ['shop_brand', 'cookie_consent'], none)).toBe(true)
    },
  )

  it.each([
    ['the home (prerendered)', [], [], ''],
    ['a listing (shared)', ['products'], [], ''],
    ['the cart', ['warenkorb'], [], ''],
    ['a traffic key (a content experiment)', ['versand'], ['traffic_id'], ''],
    ['a visitor key', ['alle-fotokalender'], ['visitor_key'], ''],
    ['a flag override', ['versand'], ['flag_overrides'], ''],
    ['a session', ['versand'], ['shop.session_token'], ''],
    ['a query string', ['alle-fotokalender'], [], 'sort=newest'],
  ])('renders per request for %s', (_, route, cookies, query) => {
    expect(rendersAnonymous(route, cookies, new URLSearchParams(query))).toBe(false)
  })
})
