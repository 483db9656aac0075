import { describe, expect, it } from 'vitest'
import { resolveRequestContext, type RequestInput } from './resolve-request-context'

const config = { brandHosts: { 'myposter.localhost': 'poster' as const } }
const CARD = 'localhost:3000'
const POSTER = 'myposter.localhost:3000'

function resolve(pathname: string, overrides: Partial<RequestInput> = {}) {
  const [path, query] = pathname.split('?')
  return resolveRequestContext(
    {
      pathname: path ?? '/',
      search: query ? `?${query}` : '',
      host: CARD,
      acceptLanguage: null,
      brandCookie: null,
      ...overrides,
    },
    config,
  )
}

type Expect = [string, Partial<RequestInput>, string, string | number]
//              path,  input,               kind,   location / internal path / status

const table: Expect[] = [
  // locales on the card brand
  ['/de/', {}, 'rewrite', '/card/de/web'],
  ['/at/', {}, 'rewrite', '/card/at/web'],
  ['/ch/', {}, 'rewrite', '/card/ch/web'],
  ['/us/', {}, 'error', 404],
  ['/com/', {}, 'error', 404],
  ['/fr/', {}, 'error', 404],
  ['/it/hochzeit/', {}, 'error', 404],
  ['/xx/', {}, 'error', 404],
  // locales on the poster brand
  ['/de', { host: POSTER }, 'rewrite', '/poster/de/web'],
  ['/us', { host: POSTER }, 'rewrite', '/poster/us/web'],
  ['/com', { host: POSTER }, 'redirect', '/us'],
  ['/com/poster?x=1', { host: POSTER }, 'redirect', '/us/poster?x=1'],
  ['/fr', { host: POSTER }, 'error', 404],
  // no locale: best locale from Accept-Language, query kept, brand's slash rule
  ['/', {}, 'redirect', '/de/'],
  ['/', { host: POSTER }, 'redirect', '/de'],
  ['/', { acceptLanguage: 'de-AT,de;q=0.9' }, 'redirect', '/at/'],
  ['/', { acceptLanguage: 'fr-CH, de-CH;q=0.8' }, 'redirect', '/ch/'],
  ['/', { acceptLanguage: 'de-LI' }, 'redirect', '/ch/'],
  ['/', { acceptLanguage: 'en-US,en;q=0.9' }, 'redirect', '/de/'],
  ['/', { acceptLanguage: 'en-US,en;q=0.9', host: POSTER }, 'redirect', '/us'],
  ['/', { acceptLanguage: 'de;q=0.5, en-GB', host: POSTER }, 'redirect', '/us'],
  ['/', { acceptLanguage: 'fr-FR', host: POSTER }, 'redirect', '/de'],
  ['/', { acceptLanguage: 'garbage;;;q=x' }, 'redirect', '/de/'],
  ['/products?sort=new', {}, 'redirect', '/de/products/?sort=new'],
  ['/produkte/', { acceptLanguage: 'de-CH' }, 'redirect', '/ch/produkte/'],
  ['/hochzeitskarten', { host: POSTER }, 'redirect', '/de/hochzeitskarten'],
  // desktop-app variant
  ['/de/d/', {}, 'rewrite', '/card/de/d'],
  ['/de/d/products/', {}, 'rewrite', '/card/de/d/products'],
  ['/d/', {}, 'redirect', '/de/d/'],
  ['/d/products', { host: POSTER, acceptLanguage: 'en' }, 'redirect', '/us/d/products'],
  // trailing slashes: card always, poster never
  ['/de', {}, 'redirect', '/de/'],
  ['/de/products', {}, 'redirect', '/de/products/'],
  ['/de/products?a=1&b=2', {}, 'redirect', '/de/products/?a=1&b=2'],
  ['/de/products/', { host: POSTER }, 'redirect', '/de/products'],
  ['/de//products/', {}, 'redirect', '/de/products/'],
  // aliases are served, not redirected
  ['/de/produkte/', {}, 'rewrite', '/card/de/web/products'],
  ['/de/merkzettel/', {}, 'rewrite', '/card/de/web/wishlist'],
  ['/at/d/merkzettel/', {}, 'rewrite', '/card/at/d/wishlist'],
  ['/de/wishlist/', {}, 'rewrite', '/card/de/web/wishlist'],
  // internal prefixes keep their form
  ['/de/kundenkonto', {}, 'rewrite', '/card/de/web/kundenkonto'],
  ['/de/kundenkonto/', {}, 'rewrite', '/card/de/web/kundenkonto'],
  ['/de/configurator-card/abc', {}, 'rewrite', '/card/de/web/configurator-card/abc'],
  ['/de/magazin/', { host: POSTER }, 'rewrite', '/poster/de/web/magazin'],
  ['/kundenkonto', {}, 'redirect', '/de/kundenkonto'],
  // redirect targets never leave the origin
  ['//evil.com', {}, 'redirect', '/de/evil.com/'],
  ['//evil.com/', { host: POSTER }, 'redirect', '/de/evil.com'],
  ['/\\evil.com', {}, 'redirect', '/de/evil.com/'],
  ['/%2F%2Fevil.com', {}, 'redirect', '/de/%2F%2Fevil.com/'],
  ['/%5C%5Cevil.com', {}, 'redirect', '/de/%5C%5Cevil.com/'],
  ['///evil.com//x', {}, 'redirect', '/de/evil.com/x/'],
  ['/de/%2F%2Fevil.com', {}, 'redirect', '/de/%2F%2Fevil.com/'],
  ['/com//evil.com', { host: POSTER }, 'redirect', '/us/evil.com'],
  // malformed input: 400/404, never a throw
  ['/de/%E0%A4%A/', {}, 'error', 400],
  ['/de/%0d%0aSet-Cookie:x/', {}, 'error', 400],
  ['/de/a\r\nb/', {}, 'error', 400],
  ['/de/%00/', {}, 'error', 400],
  ['/' + 'a'.repeat(3000), {}, 'error', 400],
  ['/de/%2e%2e/', {}, 'error', 404],
  ['/de/not-found/', {}, 'error', 404],
  ['/de/ab-variant/kls_home_teaser_test_KS187/', {}, 'error', 404],
  // routes that need a brand feature
  ['/de/merkzettel', { host: POSTER }, 'error', 404],
  ['/us/wishlist', { host: POSTER }, 'error', 404],
  // brand from host map and from the switch cookie
  ['/de/', { host: 'MYPOSTER.localhost' }, 'redirect', '/de'],
  ['/de', { brandCookie: 'poster' }, 'rewrite', '/poster/de/web'],
  ['/de', { host: POSTER, brandCookie: 'card' }, 'redirect', '/de/'],
  ['/de/', { brandCookie: 'bogus' }, 'rewrite', '/card/de/web'],
]

describe('resolveRequestContext', () => {
  it.each(table)('%s %o → %s %s', (path, input, kind, expected) => {
    const result = resolve(path, input)
    expect(result.action).toBe(kind)
    if (result.action === 'redirect') {
      expect(result.status).toBe(308)
      expect(result.location).toBe(expected)
      // Same-origin: one leading slash followed by a locale segment.
      expect(result.location).toMatch(/^\/(de|at|ch|us)(\/|$|\?)/)
    }
    if (result.action === 'rewrite') expect(result.internalPath).toBe(expected)
    if (result.action === 'error') expect(result.status).toBe(expected)
  })

  it('names locale, variant and canonical path in the context', () => {
    const result = resolve('/at/d/produkte/')
    expect(result.action).toBe('rewrite')
    if (result.action !== 'rewrite') return
    expect(result.context).toEqual({
      brand: 'card',
      localeSegment: 'at',
      locale: 'de-AT',
      variant: 'd',
      route: ['products'],
      canonicalPath: '/at/products/',
    })
  })

  it('gives poster canonical paths without a trailing slash', () => {
    const result = resolve('/us/products', { host: POSTER })
    expect(result.action === 'rewrite' && result.context.canonicalPath).toBe('/us/products')
    expect(result.action === 'rewrite' && result.context.locale).toBe('en-US')
  })

  it('moves the German aliases of the US shop to its English paths, query kept', () => {
    expect(resolve('/us/produkte', { host: POSTER })).toMatchObject({
      action: 'redirect',
      status: 301,
      location: '/us/products',
    })
    expect(
      resolveRequestContext(
        { pathname: '/us/merkzettel', search: '?a=1', host: POSTER, acceptLanguage: null, brandCookie: null },
        config,
      ),
    ).toMatchObject({ action: 'redirect', status: 301, location: '/us/wishlist?a=1' })
    expect(resolve('/de/produkte/')).toMatchObject({ action: 'rewrite' })
  })

  it('refuses content paths the content index does not know, once it is loaded', () => {
    const index: Record<string, string[]> = { card: ['impressum', 'magazin/hochzeit-tipps', 'über-uns'] }
    const contentExists = (brand: string, slug: string) => index[brand]?.includes(slug)
    const withIndex = (path: string, host = CARD) =>
      resolveRequestContext(
        { pathname: path, search: '', host, acceptLanguage: null, brandCookie: null },
        { ...config, contentExists },
      )
    expect(withIndex('/de/impressum/').action).toBe('rewrite')
    expect(withIndex('/de/%C3%BCber-uns/').action).toBe('rewrite')
    expect(withIndex('/de/gibtsnicht/')).toMatchObject({ action: 'error', status: 404 })
    // The 404 page speaks the locale of the URL, not the browser's.
    expect(
      resolveRequestContext(
        { pathname: '/ch/gibtsnicht/', search: '', host: CARD, acceptLanguage: 'de-AT', brandCookie: null },
        { ...config, contentExists },
      ),
    ).toMatchObject({ action: 'error', status: 404, localeSegment: 'ch' })
    expect(withIndex('/de/').action).toBe('rewrite')
    expect(withIndex('/de/products/').action).toBe('rewrite')
    expect(withIndex('/de/kundenkonto/').action).toBe('rewrite')
    expect(withIndex('/de/magazin/hochzeit-tipps/').action).toBe('rewrite')
    expect(withIndex('/de/magazin/gibtsnicht/')).toMatchObject({ action: 'error', status: 404 })
    // The poster brand's index is not loaded: its content pages decide for themselves.
    expect(withIndex('/de/gibtsnicht', POSTER).action).toBe('rewrite')
  })

  it('keeps the 404 in the visitor’s language', () => {
    const result = resolve('/fr/', { acceptLanguage: 'de-CH' })
    expect(result).toMatchObject({ action: 'error', status: 404, localeSegment: 'ch', brand: 'card' })
  })
})

describe('resolveRequestContext: the US shop’s English URLs', () => {
  it.each([
    ['/us/cart', '/poster/us/web/warenkorb', '/us/cart'],
    ['/us/checkout', '/poster/us/web/kasse', '/us/checkout'],
    [
      '/us/checkout/confirmation/MP-1001',
      '/poster/us/web/kasse/bestaetigung/MP-1001',
      '/us/checkout/confirmation/MP-1001',
    ],
    ['/us/account', '/poster/us/web/kundenkonto', '/us/account'],
    [
      '/us/account/orders/MP-1001',
      '/poster/us/web/kundenkonto/bestellungen/MP-1001',
      '/us/account/orders/MP-1001',
    ],
    ['/us/d/account/sign-in', '/poster/us/d/kundenkonto/anmelden', '/us/account/sign-in'],
    ['/us/wall-art', '/poster/us/web/configurator-wallart', '/us/wall-art'],
    ['/us/shipping', '/poster/us/web/versand', '/us/shipping'],
    ['/us/terms', '/poster/us/web/agb', '/us/terms'],
    ['/us/all-calendars', '/poster/us/web/alle-fotokalender', '/us/all-calendars'],
  ])('%s is served from %s with canonical %s', (path, internalPath, canonical) => {
    const result = resolve(path, { host: POSTER })
    expect(result).toMatchObject({ action: 'rewrite', internalPath })
    expect(result.action === 'rewrite' && result.context.canonicalPath).toBe(canonical)
  })

  it.each([
    ['/us/warenkorb', '/us/cart'],
    ['/us/warenkorb/?coupon=A&x=1', '/us/cart?coupon=A&x=1'],
    ['/us/kasse', '/us/checkout'],
    ['/us/kundenkonto/bestellungen/MP-1001', '/us/account/orders/MP-1001'],
    ['/us/account/bestellungen', '/us/account/orders'],
    ['/us/d/kundenkonto', '/us/d/account'],
    ['/us/configurator-wallart?material=poster', '/us/wall-art?material=poster'],
    ['/us/versand', '/us/shipping'],
    ['/us/impressum', '/us/imprint'],
  ])('%s moves permanently to %s', (path, location) => {
    expect(resolve(path, { host: POSTER })).toEqual({ action: 'redirect', status: 301, location })
  })

  it('goes straight to the English URL from the .com alias and a path without a locale', () => {
    expect(resolve('/com/warenkorb?a=1', { host: POSTER })).toMatchObject({ location: '/us/cart?a=1' })
    expect(resolve('/warenkorb', { host: POSTER, acceptLanguage: 'en-US' })).toMatchObject({
      location: '/us/cart',
    })
  })

  it.each([
    ['/de/warenkorb', '/poster/de/web/warenkorb'],
    ['/at/kasse', '/poster/at/web/kasse'],
    ['/ch/configurator-wallart', '/poster/ch/web/configurator-wallart'],
    ['/de/versand', '/poster/de/web/versand'],
  ])('leaves the German shops as they are: %s → %s', (path, internalPath) => {
    expect(resolve(path, { host: POSTER })).toMatchObject({ action: 'rewrite', internalPath })
  })

  it('checks the content index under the internal slug', () => {
    const contentExists = (_: string, slug: string) => slug === 'versand'
    const run = (pathname: string) =>
      resolveRequestContext(
        { pathname, search: '', host: POSTER, acceptLanguage: null, brandCookie: null },
        { ...config, contentExists },
      )
    expect(run('/us/shipping').action).toBe('rewrite')
    expect(run('/us/terms')).toMatchObject({ action: 'error', status: 404 })
  })
})
