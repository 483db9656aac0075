import { request as httpRequest } from 'node:http'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { CARD_ORIGIN, POSTER_HOST, POSTER_ORIGIN } from './support'

/**
 * The routing rules of lib/routing/resolve-request-context.test.ts, checked end to end through
 * Next's server and the proxy: status and Location of the first response, no redirects followed.
 */

type Brand = 'card' | 'poster'
interface Row {
  brand: Brand
  path: string
  status: number
  location?: string
  headers?: Record<string, string>
}

const ORIGIN: Record<Brand, string> = { card: CARD_ORIGIN, poster: POSTER_ORIGIN }
const HOST: Record<Brand, Record<string, string>> = { card: {}, poster: { Host: POSTER_HOST } }

const table: Row[] = [
  // card: locale from Accept-Language, trailing slash always, query kept
  { brand: 'card', path: '/', status: 308, location: '/de/' },
  { brand: 'card', path: '/', status: 308, location: '/at/', headers: { 'Accept-Language': 'de-AT,de;q=0.9' } },
  { brand: 'card', path: '/', status: 308, location: '/ch/', headers: { 'Accept-Language': 'fr-CH, de-CH;q=0.8' } },
  { brand: 'card', path: '/', status: 308, location: '/de/', headers: { 'Accept-Language': 'en-US,en;q=0.9' } },
  { brand: 'card', path: '/de', status: 308, location: '/de/' },
  { brand: 'card', path: '/de/products?a=1&b=2', status: 308, location: '/de/products/?a=1&b=2' },
  { brand: 'card', path: '/products?sort=new', status: 308, location: '/de/products/?sort=new' },
  { brand: 'card', path: '/d/', status: 308, location: '/de/d/' },
  { brand: 'card', path: '/kundenkonto', status: 308, location: '/de/kundenkonto' },
  { brand: 'card', path: '/de/', status: 200 },
  { brand: 'card', path: '/at/', status: 200 },
  { brand: 'card', path: '/ch/', status: 200 },
  { brand: 'card', path: '/de/produkte/', status: 200 },
  { brand: 'card', path: '/de/merkzettel/', status: 200 },
  { brand: 'card', path: '/de/d/', status: 200 },
  { brand: 'card', path: '/us/', status: 404 },
  { brand: 'card', path: '/com/', status: 404 },
  { brand: 'card', path: '/fr/', status: 404 },
  { brand: 'card', path: '/de/not-found/', status: 404 },
  // poster: no trailing slash, /com is the legacy US prefix, English goes to /us
  { brand: 'poster', path: '/', status: 308, location: '/de' },
  { brand: 'poster', path: '/', status: 308, location: '/us', headers: { 'Accept-Language': 'en-US,en;q=0.9' } },
  { brand: 'poster', path: '/de/', status: 308, location: '/de' },
  { brand: 'poster', path: '/com', status: 308, location: '/us' },
  { brand: 'poster', path: '/com/poster?x=1', status: 308, location: '/us/poster?x=1' },
  { brand: 'poster', path: '/de/products/', status: 308, location: '/de/products' },
  { brand: 'poster', path: '/d/products', status: 308, location: '/us/d/products', headers: { 'Accept-Language': 'en' } },
  { brand: 'poster', path: '/de', status: 200 },
  { brand: 'poster', path: '/us', status: 200 },
  { brand: 'poster', path: '/de/produkte', status: 200 },
  { brand: 'poster', path: '/fr', status: 404 },
  { brand: 'poster', path: '/de/merkzettel', status: 404 },
  // the switch cookie overrides the host's brand
  { brand: 'card', path: '/de/', status: 308, location: '/de', headers: { Cookie: 'shop_brand=poster' } },
  { brand: 'poster', path: '/de', status: 308, location: '/de/', headers: { Cookie: 'shop_brand=card' } },
]

async function fetchOnce(request: APIRequestContext, brand: Brand, path: string, headers: Record<string, string> = {}) {
  // An absolute URL: "//evil.com" relative to the base URL would name another host.
  return request.get(ORIGIN.card + path, { headers: { ...HOST[brand], ...headers }, maxRedirects: 0 })
}

for (const row of table) {
  const extra = row.headers ? ` ${JSON.stringify(row.headers)}` : ''
  test(`${row.brand} ${row.path}${extra} → ${row.status} ${row.location ?? ''}`, async ({ request }) => {
    const response = await fetchOnce(request, row.brand, row.path, row.headers)
    expect(response.status()).toBe(row.status)
    const location = response.headers()['location']
    if (row.location === undefined) {
      expect(location).toBeUndefined()
      return
    }
    const target = new URL(location ?? '', ORIGIN[row.brand])
    expect(target.origin).toBe(ORIGIN[row.brand])
    expect(target.pathname + target.search).toBe(row.location)
  })
}

/** Same-origin means a path with exactly one leading slash (no "//host", no "/\host"). */
function expectSameOrigin(location: string | undefined, origin: string): URL {
  expect(location).toBeDefined()
  const value = location ?? ''
  if (!value.startsWith('/')) expect(new URL(value).origin).toBe(origin)
  else expect(value).toMatch(/^\/(?![/\\])/)
  const url = new URL(value, origin)
  expect(url.origin).toBe(origin)
  return url
}

const openRedirects: [Brand, string][] = [
  ['card', '//evil.com'],
  ['card', '//evil.com/'],
  ['card', '///evil.com//x'],
  ['card', '/%2F%2Fevil.com'],
  ['card', '/%5C%5Cevil.com'],
  ['card', '/de/%2F%2Fevil.com'],
  ['card', '/http://evil.com'],
  ['poster', '//evil.com'],
  ['poster', '/com//evil.com'],
  ['poster', '/%2F%2Fevil.com'],
]

for (const [brand, path] of openRedirects) {
  test(`${brand} ${path} never redirects off the origin`, async ({ request }) => {
    let next = path
    // Follow the whole chain by hand: every hop must stay on the brand's origin and end somewhere.
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await fetchOnce(request, brand, next)
      if (response.status() !== 308) {
        expect([200, 404]).toContain(response.status())
        expect(hop).toBeGreaterThan(0)
        return
      }
      const url = expectSameOrigin(response.headers()['location'], ORIGIN[brand])
      expect(url.pathname).not.toMatch(/^\/\//)
      next = url.pathname + url.search
    }
    throw new Error(`${path}: more than 5 redirects`)
  })
}

/** Node's http client sends the path byte for byte; browsers and fetch turn "\" into "/". */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(CARD_ORIGIN)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, location: res.headers.location })
    })
    req.on('error', reject)
    req.end()
  })
}

test('a raw backslash path "/\\evil.com" redirects on the same origin', async () => {
  const response = await rawGet('/\\evil.com')
  expect(response.status).toBe(308)
  expectSameOrigin(response.location, CARD_ORIGIN)
})

const malformed: [Brand, string][] = [
  ['card', '/de/%E0%A4%A/'],
  ['card', '/de/%0d%0aSet-Cookie:x/'],
  ['card', '/de/%00/'],
  ['card', '/%E0%A4%A'],
  ['card', `/${'a'.repeat(3000)}`],
  ['poster', '/de/%E0%A4%A'],
  ['poster', '/de/%0D%0ALocation:%20evil.com'],
]

for (const [brand, path] of malformed) {
  test(`${brand} ${path.slice(0, 40)} → 400`, async ({ request }) => {
    const response = await fetchOnce(request, brand, path)
    expect(response.status()).toBe(400)
    expect(response.headers()['location']).toBeUndefined()
    expect(response.headers()['set-cookie']).toBeUndefined()
    expect(response.headers()['content-type']).toContain('text/html')
    expect(await response.text()).toContain('<title>400 - Bad Request</title>')
  })
}
