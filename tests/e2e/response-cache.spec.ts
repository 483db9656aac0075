import { expect, test, type APIRequestContext } from '@playwright/test'
import { POSTER_HOST } from './support'

/**
 * The production server's response cache (server/start.mjs, ADR 0025): a brand's prerendered home is
 * answered from memory with Next's bytes and headers, per brand host, and anything that could make
 * the answer personal (session, draft mode, flag override, A/B traffic key) goes to Next.
 */
const CACHE_HEADER = 'x-response-cache'
const VISITOR = '7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f'

const HOMES = [
  { brand: 'card', path: '/de/', headers: {}, title: /<title>[^<]*Kartenstudio\.de<\/title>/ },
  {
    brand: 'poster',
    path: '/de',
    headers: { host: POSTER_HOST },
    title: /<title>[^<]*MYPOSTER\.de<\/title>/,
  },
] as const

/** Headers Next sets on the page; the cached answer must carry the same values. */
const SAME = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'x-nextjs-prerender',
  'vary',
  'etag',
]

async function fetchPage(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const response = await request.get(path, { headers, maxRedirects: 0 })
  return { status: response.status(), headers: response.headers(), body: await response.text() }
}

for (const home of HOMES) {
  test(`${home.brand} home: answered from memory with Next's bytes and headers`, async ({ request }) => {
    // A cookie the cache does not know sends the request to Next: the reference answer.
    const fromNext = await fetchPage(request, home.path, { ...home.headers, cookie: 'unknown=1' })
    expect(fromNext.status).toBe(200)
    expect(fromNext.headers[CACHE_HEADER]).toBeUndefined()
    await fetchPage(request, home.path, home.headers)
    const cached = await fetchPage(request, home.path, home.headers)
    expect(cached.headers[CACHE_HEADER]).toBe('hit')
    expect(cached.body === fromNext.body, 'the same bytes as Next').toBe(true)
    expect(cached.body).toMatch(home.title)
    for (const name of SAME) expect(cached.headers[name], name).toBe(fromNext.headers[name])
    expect(cached.headers['content-security-policy']).not.toContain('nonce-')
    expect(cached.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
}

test('the brands never share a cached home', async ({ request }) => {
  const card = HOMES[0]
  const poster = HOMES[1]
  for (let round = 0; round < 2; round++) {
    expect((await fetchPage(request, card.path, card.headers)).body).toMatch(card.title)
    expect((await fetchPage(request, poster.path, poster.headers)).body).toMatch(poster.title)
  }
})

for (const [who, cookie] of [
  ['a signed-in visitor', 'shop.session_token=not-a-real-session'],
  ['a visitor in draft mode', '__prerender_bypass=not-the-real-id'],
  ['a flag override', 'flag_overrides=%7B%7D'],
  ['a visitor with an A/B traffic key', `visitor_key=${VISITOR}`],
  ['a customer key', `customer_key=${VISITOR}`],
] as const) {
  test(`${who} is always answered by Next`, async ({ request }) => {
    await fetchPage(request, '/de/', {})
    await fetchPage(request, '/de/', {})
    const own = await fetchPage(request, '/de/', { cookie })
    expect(own.status).toBe(200)
    expect(own.headers[CACHE_HEADER]).toBeUndefined()
  })
}

test('a visitor in a content experiment still gets their variant, not the cached default', async ({
  request,
}) => {
  // config/flags.yaml switches voll_star_rating_calendar_VP320 on for every visitor with a traffic key.
  const poster = HOMES[1]
  await fetchPage(request, poster.path, poster.headers)
  const plain = await fetchPage(request, poster.path, poster.headers)
  expect(plain.headers[CACHE_HEADER]).toBe('hit')
  expect(plain.headers['x-middleware-rewrite']).toBe('/poster/de/web')
  const keyed = await fetchPage(request, poster.path, { ...poster.headers, cookie: `visitor_key=${VISITOR}` })
  expect(keyed.headers[CACHE_HEADER]).toBeUndefined()
  expect(keyed.headers['x-middleware-rewrite']).toBe(
    '/poster/de/web/ab-variant/voll_star_rating_calendar_VP320',
  )
  expect(keyed.body === plain.body).toBe(false)
})

test('query strings, RSC requests and conditional requests go to Next', async ({ request }) => {
  await fetchPage(request, '/de/', {})
  for (const [path, headers] of [
    ['/de/?utm_source=x', {}],
    ['/de/', { rsc: '1' }],
    ['/de/', { 'if-none-match': '"x"' }],
  ] as const) {
    expect((await fetchPage(request, path, headers)).headers[CACHE_HEADER], path).toBeUndefined()
  }
})
