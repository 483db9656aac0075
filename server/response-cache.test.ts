import { describe, expect, it } from 'vitest'
import { BRAND_COOKIE } from '@/lib/config/brands'
import { FLAG_OVERRIDE_COOKIE } from '@/lib/config/flags'
import { CONSENT_COOKIE } from '@/lib/consent/consent'
import { CUSTOMER_KEY_COOKIE, TRAFFIC_ID_COOKIE, VISITOR_COOKIE } from '@/lib/visitor/visitor-key'
import { SESSION_COOKIE_PREFIX } from '@/lib/auth/session-policy'
import { STAFF_COOKIE } from '@/lib/backoffice/sessions'
import {
  IGNORED_COOKIES,
  KEYED_COOKIES,
  ResponseCache,
  SHARED_ONLY_COOKIES,
  SHARED_RENDER_HEADER,
  ANONYMOUS_RENDER,
  cacheKeyOf,
  storableKind,
  storedHeaders,
} from './response-cache.mjs'
import { CART_COUNT_COOKIE, WISHLIST_COUNT_COOKIE } from '@/lib/visitor/count-cookie'
import {
  ANONYMOUS_RENDER as PROXY_ANONYMOUS_RENDER,
  ANONYMOUS_RENDER_COOKIES,
  SHARED_RENDER_COOKIES,
} from '@/lib/security/shared-render'

const VISITOR = '7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f'
const base = { method: 'GET', url: '/de/', headers: { host: 'localhost:3000' } }
const withHeaders = (headers: Record<string, string>) => ({
  ...base,
  headers: { ...base.headers, ...headers },
})
const withCookie = (cookie: string) => withHeaders({ cookie })
const keyOf = (request: Parameters<typeof cacheKeyOf>[0]) => cacheKeyOf(request)?.key ?? null

describe('cacheKeyOf', () => {
  it('keys a plain page request, HEAD like GET', () => {
    expect(cacheKeyOf(base)).toEqual({ key: expect.any(String), sharedOnly: false })
    expect(keyOf({ ...base, method: 'HEAD' })).toBe(keyOf(base))
  })

  it.each([
    ['a POST', { ...base, method: 'POST' }],
    ['an RSC request’s parameter', { ...base, url: '/de/products/?_rsc=x' }],
    ['an RSC request’s later parameter', { ...base, url: '/de/products/?sort=newest&_rsc=x' }],
    ['no host', { ...base, headers: {} }],
    ['an RSC request', withHeaders({ rsc: '1' })],
    ['a client-router request', withHeaders({ 'next-url': '/de/' })],
    ['a prefetch', withHeaders({ 'next-router-prefetch': '1' })],
    ['a server action', withHeaders({ 'next-action': 'abc' })],
    ['Next’s internal headers', withHeaders({ 'x-matched-path': '/card/de/web' })],
    ['a crafted middleware header', withHeaders({ 'x-middleware-prefetch': '1' })],
    ['a conditional request', withHeaders({ 'if-none-match': '"x"' })],
    ['a range request', withHeaders({ range: 'bytes=0-10' })],
    ['credentials', withHeaders({ authorization: 'Basic eDp5' })],
    ['a signed-in visitor', withCookie(`${SESSION_COOKIE_PREFIX}.session_token=abc`)],
    ['staff', withCookie(`${STAFF_COOKIE}=abc`)],
    ['draft mode', withCookie('__prerender_bypass=abc')],
    ['a flag override', withCookie(`${FLAG_OVERRIDE_COOKIE}=kls_home_teaser_test_KS187:on`)],
    ['an A/B traffic key (customer)', withCookie(`${CUSTOMER_KEY_COOKIE}=${VISITOR}`)],
    ['an unknown cookie', withCookie('something=1')],
    ['an allowed cookie beside a session', withCookie(`${CONSENT_COOKIE}=v1; shop.session_token=abc`)],
  ])('sends %s to Next', (_, request) => {
    expect(cacheKeyOf(request)).toBeNull()
  })

  it('ignores the consent answer, which no prerendered page reads', () => {
    expect(cacheKeyOf(withCookie(`${CONSENT_COOKIE}=v1.s0.m0`))).toEqual(cacheKeyOf(base))
  })

  it.each([
    [
      'a query string (filters; preview links and flag parameters the proxy answers)',
      { ...base, url: '/de/?flag=x' },
    ],
    ['the visitor key', withCookie(`${VISITOR_COOKIE}=${VISITOR}`)],
    ['the traffic id (the A/B traffic key of story pages)', withCookie(`${TRAFFIC_ID_COOKIE}=${VISITOR}`)],
    ['the wishlist count', withCookie(`${WISHLIST_COUNT_COOKIE}=3; ${CONSENT_COOKIE}=v1`)],
    ['the cart count', withCookie(`${CART_COUNT_COOKIE}=2`)],
  ])('lets %s be answered from a shared rendering only', (_, request) => {
    expect(cacheKeyOf(request)).toEqual({ key: expect.any(String), sharedOnly: true })
  })

  it('keys a returning visitor like an anonymous one (a shared rendering reads neither cookie)', () => {
    const url = '/de/products/hochzeit/?sort=newest'
    expect(keyOf({ ...withCookie(`${VISITOR_COOKIE}=${VISITOR}; ${WISHLIST_COUNT_COOKIE}=1`), url })).toBe(
      keyOf({ ...base, url }),
    )
  })

  it.each([
    ['another brand host', withHeaders({ host: 'myposter.localhost:3000' })],
    ['a brand cookie', withCookie(`${BRAND_COOKIE}=poster`)],
    ['another path', { ...base, url: '/de/ueber-uns/' }],
    ['another language preference', withHeaders({ 'accept-language': 'en-US' })],
    ['another encoding', withHeaders({ 'accept-encoding': 'gzip' })],
    ['a forwarded host', withHeaders({ 'x-forwarded-host': 'example.com' })],
  ])('keeps %s apart', (_, request) => {
    const key = keyOf(request)
    expect(key).toEqual(expect.any(String))
    expect(key).not.toBe(keyOf(base))
  })

  it('knows the shop cookie names it lists', () => {
    expect(KEYED_COOKIES).toEqual([BRAND_COOKIE])
    expect(IGNORED_COOKIES).toEqual([CONSENT_COOKIE])
    expect(SHARED_ONLY_COOKIES).toEqual([
      VISITOR_COOKIE,
      TRAFFIC_ID_COOKIE,
      WISHLIST_COUNT_COOKIE,
      CART_COUNT_COOKIE,
    ])
  })

  it('answers from a shared rendering only requests whose cookies the proxy renders shared', () => {
    // The other direction would serve a shared page to a visitor the proxy renders for themselves.
    for (const name of [...KEYED_COOKIES, ...IGNORED_COOKIES, ...SHARED_ONLY_COOKIES])
      expect(SHARED_RENDER_COOKIES).toContain(name)
  })
})

describe('storableKind', () => {
  // Next's documented marks of a page from its cache (ADR 0054), as Next 16.4 sends them.
  const prerendered = {
    'x-nextjs-cache': 'HIT',
    'cache-control': 's-maxage=31536000',
    'content-security-policy': "script-src 'self' 'unsafe-inline'",
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  }

  it('stores a prerendered page from Next’s cache', () => {
    expect(storableKind(200, prerendered)).toBe('prerendered')
    expect(storableKind(200, { ...prerendered, 'x-nextjs-cache': ['HIT', 'HIT'] })).toBe('prerendered')
    expect(storableKind(200, { ...prerendered, 'x-nextjs-cache': 'MISS' })).toBe('prerendered')
    expect(
      storableKind(200, { ...prerendered, 'cache-control': 's-maxage=60, stale-while-revalidate=3600' }),
    ).toBe('prerendered')
  })

  const shared = {
    [SHARED_RENDER_HEADER]: '1',
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'content-security-policy': "script-src 'self' 'unsafe-inline'",
  }

  it('stores a page the proxy rendered shared, though Next marks it private', () => {
    expect(storableKind(200, shared)).toBe('shared')
  })

  it('stores a page rendered for a visitor without cookies as a prerendered one (ADR 0112)', () => {
    expect(storableKind(200, { ...shared, [SHARED_RENDER_HEADER]: ANONYMOUS_RENDER })).toBe('anonymous')
    expect(ANONYMOUS_RENDER).toBe(PROXY_ANONYMOUS_RENDER)
    // The proxy renders anonymously only for cookies the cache keys or proves irrelevant.
    for (const name of ANONYMOUS_RENDER_COOKIES)
      expect([...KEYED_COOKIES, ...IGNORED_COOKIES], name).toContain(name)
  })

  it.each([
    ['with a nonce', { 'content-security-policy': "script-src 'nonce-abc' 'strict-dynamic'" }],
    ['setting a cookie', { 'set-cookie': ['a=1'] }],
    ['with a doubtful mark', { [SHARED_RENDER_HEADER]: ['1', '0'] }],
    ['with an unknown mark', { [SHARED_RENDER_HEADER]: 'everyone' }],
    ['with a doubtful anonymous mark', { [SHARED_RENDER_HEADER]: [ANONYMOUS_RENDER, '1'] }],
    ['varying on a header the key does not cover', { vary: ['Accept-Encoding', 'Save-Data'] }],
  ])('never stores a shared rendering %s', (_, changed) => {
    expect(storableKind(200, { ...shared, ...changed })).toBeNull()
  })

  it.each([
    ['another status', 404, {}],
    ['a set cookie', 200, { 'set-cookie': ['a=1'] }],
    ['a page rendered per request', 200, { 'x-nextjs-cache': undefined }],
    ['a policy without s-maxage', 200, { 'cache-control': 'max-age=60' }],
    ['a stale copy', 200, { 'x-nextjs-cache': 'STALE' }],
    ['a copy revalidated for this request', 200, { 'x-nextjs-cache': 'REVALIDATED' }],
    ['an answer varying on a header the key does not cover', 200, { vary: 'rsc, X-Device-Type' }],
    ['an answer varying on anything', 200, { vary: '*' }],
    ['a stale copy beside a fresh mark', 200, { 'x-nextjs-cache': ['HIT', 'STALE'] }],
    ['a private answer', 200, { 'cache-control': 'private, no-cache, no-store' }],
    ['a nonce policy', 200, { 'content-security-policy': "script-src 'nonce-abc' 'strict-dynamic'" }],
    ['no policy', 200, { 'content-security-policy': undefined }],
  ])('never stores %s', (_, status, changed) => {
    expect(storableKind(status as number, { ...prerendered, ...changed })).toBeNull()
  })

  it('drops connection headers and keeps Next’s spelling of the others', () => {
    const headers = { date: 'x', connection: 'keep-alive', 'content-type': 'text/html', etag: '"a"' }
    expect(storedHeaders(headers)).toEqual({ 'content-type': 'text/html', etag: '"a"' })
    expect(storedHeaders(headers, ['Date', 'Content-Type', 'ETag'])).toEqual({
      'Content-Type': 'text/html',
      ETag: '"a"',
    })
  })
})

describe('ResponseCache', () => {
  const body = (bytes: number) => ({ headers: {}, body: Buffer.alloc(bytes), shared: false })

  it('re-encodes an entry only while it still holds the bytes the new encoding was made from', () => {
    let now = 0
    const cache = new ResponseCache({ maxBytes: 1000, ttlMs: 10, now: () => now })
    const first = body(100)
    cache.set('a', first, cache.generation)
    now = 5
    expect(
      cache.reencode('a', first.body, { headers: { 'content-encoding': 'br' }, body: Buffer.alloc(60) }),
    ).toBe(true)
    expect(cache.get('a')?.body.length).toBe(60)
    expect(cache.get('a')?.headers).toEqual({ 'content-encoding': 'br' })
    expect(cache.bytes).toBe(60)
    // The expiry is the stored answer's, not the re-encoding's.
    now = 10
    expect(cache.get('a')).toBeUndefined()
    // A newer answer stored in between, or a clear, wins.
    const older = body(100)
    cache.set('b', older, cache.generation)
    cache.set('b', body(90), cache.generation)
    expect(cache.reencode('b', older.body, { headers: {}, body: Buffer.alloc(10) })).toBe(false)
    expect(cache.get('b')?.body.length).toBe(90)
    const cleared = body(100)
    cache.set('c', cleared, cache.generation)
    cache.clear()
    expect(cache.reencode('c', cleared.body, { headers: {}, body: Buffer.alloc(10) })).toBe(false)
    expect(cache.bytes).toBe(0)
  })

  it('expires entries after the TTL', () => {
    let now = 0
    const cache = new ResponseCache({ maxBytes: 1000, ttlMs: 10, now: () => now })
    cache.set('a', body(1), cache.generation)
    now = 9
    expect(cache.get('a')).toBeDefined()
    now = 10
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('drops the least recently used entry beyond its size', () => {
    const cache = new ResponseCache({ maxBytes: 400, ttlMs: 1000 })
    cache.set('a', body(100), cache.generation)
    cache.set('b', body(100), cache.generation)
    cache.set('c', body(100), cache.generation)
    cache.get('a')
    cache.set('d', body(100), cache.generation)
    cache.set('e', body(100), cache.generation)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.bytes).toBeLessThanOrEqual(400)
  })

  it('does not keep an answer that began before a clear, nor an oversized one', () => {
    const cache = new ResponseCache({ maxBytes: 400, ttlMs: 1000 })
    const started = cache.generation
    cache.clear()
    cache.set('a', body(1), started)
    cache.set('b', body(101), cache.generation)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeUndefined()
  })

  it('answers a shared-only lookup from a shared rendering alone', () => {
    const cache = new ResponseCache({ maxBytes: 400, ttlMs: 1000 })
    cache.set('page', body(1), cache.generation)
    cache.set('listing', { ...body(1), shared: true }, cache.generation)
    expect(cache.get('page', true)).toBeUndefined()
    expect(cache.get('page')).toBeDefined()
    expect(cache.get('listing', true)).toBeDefined()
  })

  it('keeps an expired entry for its stale window, marked, with one renewal claimed at a time', () => {
    let now = 0
    const cache = new ResponseCache({ maxBytes: 1000, ttlMs: 10, staleMs: 100, now: () => now })
    cache.set('a', body(1), cache.generation)
    expect(cache.get('a')?.stale).toBe(false)
    expect(cache.claimRefresh('a')).toBe(false)
    now = 10
    expect(cache.get('a')?.stale).toBe(true)
    expect(cache.claimRefresh('a')).toBe(true)
    expect(cache.claimRefresh('a')).toBe(false)
    cache.set('a', body(2), cache.generation)
    cache.settleRefresh('a')
    expect(cache.get('a')).toMatchObject({ stale: false, body: Buffer.alloc(2) })
    now = 20
    expect(cache.claimRefresh('a')).toBe(true)
    cache.settleRefresh('a')
    expect(cache.get('a')).toBeUndefined()
    cache.set('b', body(1), cache.generation)
    now = 130
    expect(cache.get('b')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })
})
