import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { send } from '@/bench/http-client'
import { clearResponseCache } from '@/lib/http/response-cache'
import { globalSlot } from '@/lib/runtime/process-global'
import { CACHE_HEADER, loopbackRefresh, REFRESH_HEADER, withResponseCache } from './cached-handler.mjs'
import {
  ANONYMOUS_RENDER,
  RESPONSE_CACHE_KEY,
  ResponseCache,
  SHARED_RENDER_HEADER,
} from './response-cache.mjs'
import { listenOnLoopback, type LoopbackServer } from './testing/loopback-server'

/**
 * A stand-in for Next that answers every page as "prerendered" but writes the request's cookie and
 * host into the body: if the cache ever served one visitor's answer to another, the body would say so.
 * Below /de/products/ it answers like the proxy's shared rendering of a listing (rendered per request,
 * private, marked), which by contract reads no cookie: its body names the URL and a render count.
 * Below /de/versand/ it answers like the proxy's anonymous rendering of a content page (the same,
 * marked anonymous), whose body names the cookie it was rendered for.
 */
const LISTING = '/de/products/'
const CONTENT = '/de/versand/'
let calls = 0
/** What the last request to Next carried, and whether Next ever saw the renewal header. */
let lastCookie: string | undefined
let sawRefreshHeader = false
/** A page that went away (answers 404 from then on). */
let gone = false
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  calls += 1
  lastCookie = req.headers.cookie
  if (req.headers[REFRESH_HEADER] !== undefined) sawRefreshHeader = true
  if (gone) {
    res.statusCode = 404
    res.end('gone')
    return
  }
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-security-policy', "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'")
  res.setHeader('x-content-type-options', 'nosniff')
  if (req.url?.startsWith(LISTING)) {
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.setHeader(SHARED_RENDER_HEADER, '1')
    res.end(`<p>${req.url} ${calls}</p>`)
    return
  }
  if (req.url?.startsWith(CONTENT)) {
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.setHeader(SHARED_RENDER_HEADER, ANONYMOUS_RENDER)
    res.end(`<p>${req.headers.cookie ?? 'no cookie'} ${calls}</p>`)
    return
  }
  res.setHeader('x-nextjs-prerender', '1')
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('cache-control', 's-maxage=31536000')
  res.write(`<p>${req.headers.host}</p>`)
  res.end(`<p>${req.headers.cookie ?? 'no cookie'} ${calls}</p>`)
}

/** Moves the cache's clock forward (expiry, stale window) without waiting. */
let clock = 0
const cache = new ResponseCache({
  maxBytes: 1 << 20,
  ttlMs: 60_000,
  staleMs: 600_000,
  now: () => Date.now() + clock,
})
let server: LoopbackServer
let port = 0

beforeAll(async () => {
  // The renewal needs the port, so the cache wraps Next once the server listens.
  let listener: (req: IncomingMessage, res: ServerResponse) => unknown = fakeNext
  server = await listenOnLoopback((req, res) => listener(req, res))
  port = server.port
  listener = withResponseCache(fakeNext, cache, loopbackRefresh(port))
})
afterAll(() => server.close())
beforeEach(() => cache.clear())

/** A request to the test server with its Host header (fetch may not set Host), on a fresh connection. */
async function get(headers: Record<string, string> = {}, method = 'GET', path = '/de/') {
  const url = `http://127.0.0.1:${port}${path}`
  const answer = await send(method, url, { host: 'localhost', headers, fresh: true })
  return { status: answer.status, headers: answer.headers, body: answer.body.toString('utf8') }
}

describe('withResponseCache', () => {
  it('answers the second plain request from memory with the same bytes and headers', async () => {
    const first = await get()
    const callsAfterFirst = calls
    const second = await get()
    expect(calls).toBe(callsAfterFirst)
    expect(second.body).toBe(first.body)
    expect(second.headers[CACHE_HEADER]).toBe('hit')
    expect(first.headers[CACHE_HEADER]).toBeUndefined()
    for (const name of ['content-security-policy', 'x-content-type-options', 'cache-control', 'content-type'])
      expect(second.headers[name]).toBe(first.headers[name])
    const head = await get({}, 'HEAD')
    expect(head.headers[CACHE_HEADER]).toBe('hit')
    expect(head.body).toBe('')
  })

  it.each([
    ['a signed-in visitor', { cookie: 'shop.session_token=secret' }],
    ['draft mode', { cookie: '__prerender_bypass=1' }],
    ['a flag override', { cookie: 'flag_overrides=kls_home_teaser_test_KS187:on' }],
    ['a visitor in an experiment', { cookie: 'visitor_key=7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f' }],
  ])('never shares an answer with %s, in either direction', async (_, headers) => {
    const plain = await get()
    const own = await get(headers)
    expect(own.headers[CACHE_HEADER]).toBeUndefined()
    expect(own.body).toContain(headers.cookie)
    const again = await get(headers)
    expect(again.headers[CACHE_HEADER]).toBeUndefined()
    const plainAgain = await get()
    expect(plainAgain.body).toBe(plain.body)
    expect(plainAgain.body).not.toContain(headers.cookie)
  })

  it('keeps brand hosts apart', async () => {
    await get()
    const poster = await get({ host: 'myposter.localhost' })
    expect(poster.body).toContain('myposter.localhost')
    expect(poster.headers[CACHE_HEADER]).toBeUndefined()
    expect((await get({ host: 'myposter.localhost' })).body).toBe(poster.body)
  })

  it('forgets everything when the content changes (webhook, content index)', async () => {
    const serverCache = globalSlot<ResponseCache>(RESPONSE_CACHE_KEY)
    serverCache.set(cache)
    try {
      await get()
      clearResponseCache()
      expect((await get()).headers[CACHE_HEADER]).toBeUndefined()
    } finally {
      serverCache.set(undefined)
    }
  })

  describe('shared renderings (a listing with its filters)', () => {
    const visitor = { cookie: 'visitor_key=7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f; wishlist_count=2' }
    const listing = `${LISTING}hochzeit/?sort=newest&pageSize=48`

    it('answers anonymous visitors and returning ones from the same rendering, per query', async () => {
      const first = await get({}, 'GET', listing)
      const returning = await get(visitor, 'GET', listing)
      expect(returning.headers[CACHE_HEADER]).toBe('hit')
      expect(returning.body).toBe(first.body)
      const other = await get(visitor, 'GET', `${LISTING}hochzeit/?sort=newest`)
      expect(other.headers[CACHE_HEADER]).toBeUndefined()
      expect(other.body).not.toBe(first.body)
      expect((await get({}, 'GET', `${LISTING}hochzeit/?sort=newest`)).headers[CACHE_HEADER]).toBe('hit')
    })

    it('stores a shared rendering asked for by a returning visitor', async () => {
      const first = await get(visitor, 'GET', listing)
      const plain = await get({}, 'GET', listing)
      expect(plain.headers[CACHE_HEADER]).toBe('hit')
      expect(plain.body).toBe(first.body)
    })

    it('never stores a prerendered page under a query string or for a visitor’s own cookie', async () => {
      await get({}, 'GET', '/de/?utm_source=x')
      expect((await get({}, 'GET', '/de/?utm_source=x')).headers[CACHE_HEADER]).toBeUndefined()
      await get()
      expect((await get(visitor)).headers[CACHE_HEADER]).toBeUndefined()
    })

    it('sends RSC requests and signed-in visitors to Next', async () => {
      await get({}, 'GET', listing)
      expect((await get({}, 'GET', `${listing}&_rsc=abc`)).headers[CACHE_HEADER]).toBeUndefined()
      expect(
        (await get({ cookie: 'shop.session_token=x' }, 'GET', listing)).headers[CACHE_HEADER],
      ).toBeUndefined()
    })
  })

  describe('anonymous renderings (a content page without cookies, ADR 0112)', () => {
    it('answers visitors without cookies of their own from it, and no one else', async () => {
      const first = await get({ cookie: 'cookie_consent=v1.s0.m0' }, 'GET', CONTENT)
      const again = await get({}, 'GET', CONTENT)
      expect(again.headers[CACHE_HEADER]).toBe('hit')
      expect(again.body).toBe(first.body)
      // A returning visitor's traffic key may put them in a content experiment: Next and the proxy decide.
      const returning = await get(
        { cookie: 'traffic_id=7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f' },
        'GET',
        CONTENT,
      )
      expect(returning.headers[CACHE_HEADER]).toBeUndefined()
      expect(returning.body).toContain('traffic_id=')
      // Nor is it stored under a query string (a preview link, a flag parameter).
      await get({}, 'GET', `${CONTENT}?flag=x`)
      expect((await get({}, 'GET', `${CONTENT}?flag=x`)).headers[CACHE_HEADER]).toBeUndefined()
    })
  })

  describe('after the expiry (stale-while-revalidate)', () => {
    afterEach(() => {
      clock = 0
      gone = false
    })
    const expire = () => (clock += 61_000)

    it('answers from the old copy at once and renews it with one rendering', async () => {
      const first = await get()
      expire()
      const before = calls
      const answers = await Promise.all([get(), get(), get()])
      for (const answer of answers) {
        expect(answer.headers[CACHE_HEADER]).toBe('stale')
        expect(answer.body).toBe(first.body)
      }
      await vi.waitFor(() => expect(calls).toBe(before + 1))
      const renewed = await get()
      expect(renewed.headers[CACHE_HEADER]).toBe('hit')
      expect(renewed.body).not.toBe(first.body)
      expect(calls).toBe(before + 1)
      expect(sawRefreshHeader).toBe(false)
    })

    it('renews with the keyed cookies only, never a visitor’s own', async () => {
      const listing = `${LISTING}hochzeit/`
      await get({ cookie: 'shop_brand=kls; cookie_consent=v1.s1.m0' }, 'GET', listing)
      expire()
      const before = calls
      const visitor = 'shop_brand=kls; visitor_key=7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f; wishlist_count=1'
      expect((await get({ cookie: visitor }, 'GET', listing)).headers[CACHE_HEADER]).toBe('stale')
      await vi.waitFor(() => expect(calls).toBe(before + 1))
      expect(lastCookie).toBe('shop_brand=kls')
    })

    it('drops the old copy when the renewal cannot replace it', async () => {
      await get()
      expire()
      gone = true
      const before = calls
      expect((await get()).headers[CACHE_HEADER]).toBe('stale')
      await vi.waitFor(() => expect(calls).toBe(before + 1))
      await vi.waitFor(() => expect(cache.bytes).toBe(0))
      const after = await get()
      expect(after.headers[CACHE_HEADER]).toBeUndefined()
      expect(after.status).toBe(404)
    })

    it('never answers past the stale window or after new content, nor for a guessed renewal header', async () => {
      await get()
      expect((await get({ [REFRESH_HEADER]: 'guess' })).headers[CACHE_HEADER]).toBe('hit')
      clock += 60_000 + 600_000
      expect((await get()).headers[CACHE_HEADER]).toBeUndefined()
      expire()
      cache.clear()
      expect((await get()).headers[CACHE_HEADER]).toBeUndefined()
      expect(sawRefreshHeader).toBe(false)
    })
  })
})

describe('brotli for stored pages (ADR 0042)', () => {
  const PAGE = '<html><body>' + '<p>Hochzeitskarten mit Eukalyptus</p>'.repeat(200) + '</body></html>'
  let gzipServer: LoopbackServer
  let nextCalls = 0
  const gzipCache = new ResponseCache({ maxBytes: 1 << 20, ttlMs: 60_000 })
  /** Next with its compression: gzip when the client takes it, the same strong ETag either way. */
  function gzipNext(req: IncomingMessage, res: ServerResponse) {
    nextCalls += 1
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-security-policy', "script-src 'self'; frame-ancestors 'none'")
    res.setHeader('x-nextjs-prerender', '1')
    res.setHeader('x-nextjs-cache', 'HIT')
    res.setHeader('cache-control', 's-maxage=31536000')
    res.setHeader('etag', '"page-tag"')
    res.setHeader('vary', 'Accept-Encoding')
    if (/gzip/.test(String(req.headers['accept-encoding']))) {
      res.setHeader('content-encoding', 'gzip')
      res.end(gzipSync(PAGE))
    } else res.end(PAGE)
  }
  beforeAll(async () => {
    gzipServer = await listenOnLoopback(withResponseCache(gzipNext, gzipCache))
  })
  afterAll(() => gzipServer.close())
  const fetchWith = (encodings: string) =>
    send('GET', `http://127.0.0.1:${gzipServer.port}/de/`, {
      host: 'localhost',
      headers: { 'accept-encoding': encodings },
      fresh: true,
    })

  it('replaces the stored gzip copy with brotli for a client that takes it, same page and headers', async () => {
    const first = await fetchWith('gzip, deflate, br, zstd')
    expect(first.headers['content-encoding']).toBe('gzip')
    await vi.waitFor(async () =>
      expect((await fetchWith('gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br'),
    )
    const cached = await fetchWith('gzip, deflate, br, zstd')
    expect(nextCalls).toBe(1)
    expect(cached.headers[CACHE_HEADER]).toBe('hit')
    expect(brotliDecompressSync(cached.body).toString()).toBe(PAGE)
    expect(cached.body.length).toBeLessThan(first.body.length)
    expect(cached.headers['content-length']).toBe(String(cached.body.length))
    for (const name of ['etag', 'vary', 'content-type', 'content-security-policy']) {
      expect(cached.headers[name], name).toBe(first.headers[name])
    }
  })

  it('keeps gzip for a client without brotli', async () => {
    await fetchWith('gzip')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const cached = await fetchWith('gzip')
    expect(cached.headers[CACHE_HEADER]).toBe('hit')
    expect(cached.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(cached.body).toString()).toBe(PAGE)
  })
})
