import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clearResponseCache } from '@/lib/http/response-cache'
import { CACHE_HEADER, withResponseCache } from './cached-handler.mjs'
import { RESPONSE_CACHE_KEY, ResponseCache } from './response-cache.mjs'

/**
 * A stand-in for Next that answers every page as "prerendered" but writes the request's cookie and
 * host into the body: if the cache ever served one visitor's answer to another, the body would say so.
 */
let calls = 0
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  calls += 1
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('x-nextjs-prerender', '1')
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('cache-control', 's-maxage=31536000')
  res.setHeader('content-security-policy', "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'")
  res.setHeader('x-content-type-options', 'nosniff')
  res.write(`<p>${req.headers.host}</p>`)
  res.end(`<p>${req.headers.cookie ?? 'no cookie'} ${calls}</p>`)
}

const cache = new ResponseCache({ maxBytes: 1 << 20, ttlMs: 60_000 })
let server: http.Server
let port = 0

beforeAll(async () => {
  server = http.createServer((req, res) => void withResponseCache(fakeNext, cache)(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => cache.clear())

/** node:http rather than fetch, which may not set Host. */
function get(headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/de/', method, headers: { host: 'localhost', ...headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
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
    const store = globalThis as typeof globalThis & { [RESPONSE_CACHE_KEY]?: ResponseCache }
    store[RESPONSE_CACHE_KEY] = cache
    try {
      await get()
      clearResponseCache()
      expect((await get()).headers[CACHE_HEADER]).toBeUndefined()
    } finally {
      delete store[RESPONSE_CACHE_KEY]
    }
  })
})
