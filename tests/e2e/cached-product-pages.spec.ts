import { expect, test, type APIRequestContext } from './fixtures'
import { signUpAndSignIn, uniqueEmail } from './account-support'
import { addSampleCard } from './support'

/**
 * Issue 32 point 2 (ADR 0112): product, listing and theme pages are one rendering for everyone
 * without a session, content pages one for every visitor without cookies, all answered from the
 * response cache; a product page's HTML stays under 60 kB with its SEO content; the visitor's own
 * parts (hearts, cart badge, the flagged sticky bar) come from the browser.
 */
const CACHE_HEADER = 'x-response-cache'
const VISITOR = '7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f'
const RETURNING = {
  cookie: `visitor_key=${VISITOR}; traffic_id=${VISITOR}; wishlist_count=1; cart_count=2; cookie_consent=v1.s0.m0`,
}
/**
 * A product page's HTML, uncompressed: 124 kB before ADR 0112, 77 kB after it, 64–65 kB since the
 * icons come from one sprite file, the quantity select's 154 steps travel as numbers (the server HTML
 * lists the round ones) and the cookie banner carries only the texts it shows. Issue 32 point 2 asks
 * for 60 kB, which `npm run bench` holds the page to: the rest is the shared layout (header, footer,
 * newsletter, country pop-up) and Next's router state, each twice (HTML and payload). This guard keeps
 * the page from growing back meanwhile.
 */
const PRODUCT_HTML_BYTES = 65_500

async function fetchPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  // Identity: the body's length is the page's own, not its compressed size.
  const response = await request.get(path, {
    headers: { 'accept-encoding': 'identity', ...headers },
    maxRedirects: 0,
  })
  return { status: response.status(), headers: response.headers(), body: await response.body() }
}

/** The page once the cache holds a fresh copy (an older copy answers "stale" once while renewed). */
async function cachedCopy(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  await expect
    .poll(async () => (await fetchPage(request, path, headers)).headers[CACHE_HEADER], { timeout: 10_000 })
    .toBe('hit')
  return fetchPage(request, path, headers)
}

/** The first design of the wedding listing, as a shopper finds it. */
async function productPath(request: APIRequestContext): Promise<string> {
  const listing = (await fetchPage(request, '/de/products/hochzeit/')).body.toString('utf8')
  const path = /href="(\/de\/products\/design\/[^"]+)"/.exec(listing)?.[1]
  expect(path).toBeTruthy()
  return path ?? ''
}

test('a product page comes from the response cache, within its HTML budget, with its SEO content', async ({
  request,
}) => {
  const path = await productPath(request)
  const first = await fetchPage(request, path)
  expect(first.status).toBe(200)
  expect(first.headers['x-shop-shared-render']).toBe('1')
  expect(first.headers['content-security-policy']).not.toContain('nonce-')
  const anonymous = await cachedCopy(request, path)
  const returning = await fetchPage(request, path, RETURNING)
  expect(returning.headers[CACHE_HEADER]).toBe('hit')
  expect(returning.body.equals(anonymous.body), 'one rendering for both').toBe(true)

  expect(anonymous.body.length, 'uncompressed HTML bytes').toBeLessThanOrEqual(PRODUCT_HTML_BYTES)
  const html = anonymous.body.toString('utf8')
  expect(html).toMatch(/<title>[^<]+ \| Kartenstudio\.de<\/title>/)
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/)
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/de\/products\/design\/[^"]+"/)
  expect(html).toMatch(/<h1>[^<]+<\/h1>/)
  expect(html).toMatch(/"@type":"Product".*"offers":\{"@type":"Offer".*"price":"\d+\.\d\d"/)
  expect(html).toContain('€')
  // Nothing of a visitor in the shared copy: no filled heart, no sticky bar (the browser's flag).
  expect(html).not.toContain('aria-pressed="true"')
  expect(html).not.toContain('data-testid="sticky-add-to-cart"')
  // The icons are one cached sprite file, not drawings repeated in the HTML and its payload.
  const sprite = /<use href="(\/_icons\/sprite\.svg\?v=[0-9a-f]{8})#heart"/.exec(html)?.[1]
  expect(sprite, 'the heart from the sprite').toBeTruthy()
  const file = await request.get(sprite ?? '')
  expect(file.headers()['content-type']).toContain('image/svg+xml')
  expect(file.headers()['cache-control']).toContain('immutable')
  expect(await file.text()).toContain('<symbol id="heart"')
})

test('theme and content pages come from the response cache too', async ({ request }) => {
  const theme = await cachedCopy(request, '/de/themes/1461/')
  expect(theme.headers['x-shop-shared-render']).toBe('1')
  expect((await fetchPage(request, '/de/themes/1461/', RETURNING)).headers[CACHE_HEADER]).toBe('hit')
  // A content page: for visitors without cookies of their own (a traffic key may mean an experiment).
  const content = await cachedCopy(request, '/de/versand/')
  expect(content.headers['x-shop-shared-render']).toBe('anonymous')
  expect(content.headers['content-security-policy']).not.toContain('nonce-')
  const keyed = await fetchPage(request, '/de/versand/', { cookie: `traffic_id=${VISITOR}` })
  expect(keyed.status).toBe(200)
  expect(keyed.headers[CACHE_HEADER]).toBeUndefined()
})

test('a signed-in visitor’s product page is their own; a returning visitor’s parts fill in after hydration', async ({
  page,
}) => {
  // Argon2 work of the sign-up and the log-in on a shared machine.
  test.setTimeout(120_000)
  const path = await productPath(page.request)
  // A visitor without an account: puts something in the cart, saves the design (the badge counts it
  // once the server has answered, so the next request carries the same visitor key).
  await addSampleCard(page)
  await page.goto(path)
  await page.getByRole('main').getByRole('button', { name: 'Auf den Merkzettel', exact: true }).click()
  await expect(page.getByRole('banner').getByTestId('wishlist-badge')).toHaveText('1')
  const served = await page.goto(path)
  expect(served?.headers()[CACHE_HEADER]).toMatch(/^(hit|stale)$/)
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Vom Merkzettel entfernen', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  await expect(page.getByRole('banner').getByTestId('wishlist-badge')).toHaveText('1')
  // The sticky bar's flag is the visitor's own (config/flags.yaml: on for every traffic key), asked
  // for by the browser and written to the page's flag store with its source.
  await expect(page.getByTestId('sticky-add-to-cart')).toHaveCount(1)
  await expect
    .poll(async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('shop:flags'))) ?? '{}'))
    .toMatchObject({
      features: { kls_sticky_add_to_cart_KS142: 'on' },
      origins: { kls_sticky_add_to_cart_KS142: 'sdk' },
    })

  // Signed in, the visitor's wishlist and cart join the account's: the page is rendered for them.
  await signUpAndSignIn(page, uniqueEmail('cached-product'), {
    firstName: 'Paula',
    lastName: 'Produkt',
    street: 'Heidestraße 17',
    postcode: '51147',
    city: 'Köln',
    country: 'DE',
  })
  const own = await page.goto(path)
  expect(own?.headers()[CACHE_HEADER]).toBeUndefined()
  expect(own?.headers()['x-shop-shared-render']).toBeUndefined()
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Vom Merkzettel entfernen', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
})
