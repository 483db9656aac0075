import { request as httpRequest } from 'node:http'
import { expect, test, type APIRequestContext } from './fixtures'
import { CARD_ORIGIN, POSTER_HOST, POSTER_ORIGIN } from './support'

/**
 * The routing rules of lib/routing/resolve-request-context.test.ts, checked end to end through
 * Next's server and the proxy: status and Location of the first response, no redirects followed.
 */

type Brand = 'card' | 'poster'
/** brand, path, expected status, expected Location (path + query), extra request headers */
type Row = [Brand, string, number, string?, Record<string, string>?]

const ORIGIN: Record<Brand, string> = { card: CARD_ORIGIN, poster: POSTER_ORIGIN }
const HOST: Record<Brand, Record<string, string>> = { card: {}, poster: { Host: POSTER_HOST } }
const lang = (value: string) => ({ 'Accept-Language': value })
const cookie = (brand: Brand) => ({ Cookie: `shop_brand=${brand}` })

const table: Row[] = [
  // card: locale from Accept-Language, trailing slash always, query kept
  ['card', '/', 308, '/de/'],
  ['card', '/', 308, '/at/', lang('de-AT,de;q=0.9')],
  ['card', '/', 308, '/ch/', lang('fr-CH, de-CH;q=0.8')],
  ['card', '/', 308, '/de/', lang('en-US,en;q=0.9')],
  ['card', '/de', 308, '/de/'],
  ['card', '/de/products?a=1&b=2', 308, '/de/products/?a=1&b=2'],
  ['card', '/products?sort=new', 308, '/de/products/?sort=new'],
  ['card', '/d/', 308, '/de/d/'],
  ['card', '/kundenkonto', 308, '/de/kundenkonto'],
  ['card', '/de/', 200],
  ['card', '/at/', 200],
  ['card', '/ch/', 200],
  ['card', '/de/produkte/', 200],
  ['card', '/de/merkzettel/', 200],
  ['card', '/de/d/', 200],
  ['card', '/us/', 404],
  ['card', '/com/', 404],
  ['card', '/fr/', 404],
  ['card', '/de/not-found/', 404],
  // poster: no trailing slash, /com is the legacy US prefix, English goes to /us
  ['poster', '/', 308, '/de'],
  ['poster', '/', 308, '/us', lang('en-US,en;q=0.9')],
  ['poster', '/de/', 308, '/de'],
  ['poster', '/com', 308, '/us'],
  ['poster', '/com/poster?x=1', 308, '/us/poster?x=1'],
  ['poster', '/de/products/', 308, '/de/products'],
  ['poster', '/d/products', 308, '/us/d/products', lang('en')],
  ['poster', '/de', 200],
  ['poster', '/us', 200],
  ['poster', '/de/produkte', 200],
  ['poster', '/fr', 404],
  ['poster', '/de/merkzettel', 404],
  // the switch cookie overrides the host's brand
  ['card', '/de/', 308, '/de', cookie('poster')],
  ['poster', '/de', 308, '/de/', cookie('card')],
]

async function fetchOnce(
  request: APIRequestContext,
  brand: Brand,
  path: string,
  headers: Record<string, string> = {},
) {
  // An absolute URL: "//evil.com" relative to the base URL would name another host. The poster
  // brand is chosen by the Host header, since Node does not resolve myposter.localhost.
  return request.get(ORIGIN.card + path, { headers: { ...HOST[brand], ...headers }, maxRedirects: 0 })
}

for (const [brand, path, status, location, headers] of table) {
  const extra = headers ? ` ${JSON.stringify(headers)}` : ''
  test(`${brand} ${path}${extra} → ${status} ${location ?? ''}`, async ({ request }) => {
    const response = await fetchOnce(request, brand, path, headers)
    expect(response.status()).toBe(status)
    const actual = response.headers()['location']
    if (location === undefined) {
      expect(actual).toBeUndefined()
      return
    }
    const target = new URL(actual ?? '', ORIGIN[brand])
    expect(target.origin).toBe(ORIGIN[brand])
    expect(target.pathname + target.search).toBe(location)
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
        // A page can only be reached after a redirect to a locale; a refused path may 404 at once.
        if (response.status() === 200) expect(hop).toBeGreaterThan(0)
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

test('an encoded CR/LF in the query stays encoded in Location and sets no header', async ({ request }) => {
  const response = await fetchOnce(request, 'card', '/?%0d%0aSet-Cookie:%20injected=1')
  expect(response.status()).toBe(308)
  const location = expectSameOrigin(response.headers()['location'], CARD_ORIGIN)
  expect(location.pathname).toBe('/de/')
  expect(response.headers()['location']).not.toMatch(/[\r\n]/)
  expect(response.headers()['set-cookie']).toBeUndefined()
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
