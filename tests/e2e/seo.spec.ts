import { expect, test, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_HOST, POSTER_ORIGIN } from './support'

/** The SEO head of each brand: title, robots, canonical, hreflang alternates and Organisation JSON-LD. */

interface Head {
  title: string
  robots: string[]
  canonical: string[]
  alternates: Record<string, string>
  jsonLd: unknown[]
}

async function readHead(page: Page, url: string): Promise<Head> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
  expect(response?.status()).toBe(200)
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? '')
    const alternates: Record<string, string> = {}
    for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? ''
    }
    return {
      title: document.title,
      robots: attr('meta[name="robots"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script): unknown =>
        JSON.parse(script.textContent ?? 'null'),
      ),
    }
  })
}

/** Absolute URL → path, after checking it names the brand's host (the configured origin, not the request's). */
function pathOn(hostname: string, href: string | undefined): string {
  expect(href, 'an absolute URL').toMatch(/^https?:\/\//)
  const url = new URL(href ?? '')
  expect(url.hostname).toBe(hostname)
  return url.pathname
}

function paths(hostname: string, alternates: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(alternates).map(([lang, href]) => [lang, pathOn(hostname, href)]))
}

test('card home: title, robots, canonical, hreflang and Organisation', async ({ page }) => {
  const head = await readHead(page, '/de/')
  expect(head.title).toBe('Karten mit Herz, selbst gestaltet | Kartenstudio.de')
  expect(head.robots).toEqual(['noindex, nofollow'])
  expect(head.canonical).toHaveLength(1)
  expect(pathOn('localhost', head.canonical[0])).toBe('/de/')
  expect(paths('localhost', head.alternates)).toEqual({
    'de-DE': '/de/',
    'de-AT': '/at/',
    'de-CH': '/ch/',
    'x-default': '/de/',
  })
  // One Organization; the home story adds its FAQPage.
  const organisations = head.jsonLd.filter(
    (data) => (data as { '@type'?: string })['@type'] === 'Organization',
  )
  expect(organisations).toHaveLength(1)
  expect(organisations[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Kartenstudio',
    foundingDate: '2019',
    address: { addressLocality: 'München' },
  })
})

test('card Austria names the .at site', async ({ page }) => {
  const head = await readHead(page, '/at/')
  expect(head.title).toBe('Karten mit Herz, selbst gestaltet | Kartenstudio.at')
  expect(pathOn('localhost', head.canonical[0])).toBe('/at/')
})

for (const [url, canonical] of [
  ['/de/produkte/', '/de/products/'],
  ['/de/merkzettel/', '/de/wishlist/'],
  ['/at/d/produkte/', '/at/products/'],
] as const) {
  test(`${url} is canonical at ${canonical}`, async ({ page }) => {
    const head = await readHead(page, url)
    expect(head.canonical).toHaveLength(1)
    expect(pathOn('localhost', head.canonical[0])).toBe(canonical)
    expect(pathOn('localhost', head.alternates['de-CH'])).toBe(canonical.replace(/^\/(de|at)\//, '/ch/'))
    expect(pathOn('localhost', head.alternates['x-default'])).toBe(canonical.replace(/^\/at\//, '/de/'))
    expect(head.title).toMatch(/^(Produkte|Merkzettel) \| Kartenstudio\.(de|at)$/)
  })
}

test('poster US: English site name and an en-US alternate', async ({ page }) => {
  const head = await readHead(page, `${POSTER_ORIGIN}/us`)
  expect(head.title).toBe('Your photos as wall art | MYPOSTER.com')
  expect(head.robots).toEqual(['noindex, nofollow'])
  expect(pathOn('myposter.localhost', head.canonical[0])).toBe('/us')
  expect(paths('myposter.localhost', head.alternates)).toEqual({
    'de-DE': '/de',
    'de-AT': '/at',
    'de-CH': '/ch',
    'en-US': '/us',
    'x-default': '/de',
  })
  expect(head.jsonLd).toContainEqual(
    expect.objectContaining({ '@type': 'Organization', name: 'MYPOSTER', foundingDate: '2019' }),
  )
  expect(head.jsonLd.find((data) => (data as { name?: string }).name === 'MYPOSTER')).toMatchObject({
    '@type': 'Organization',
    name: 'MYPOSTER',
    foundingDate: '2019',
    address: { addressLocality: 'München' },
  })
})

test('poster products page links its alternates without trailing slash', async ({ page }) => {
  const head = await readHead(page, `${POSTER_ORIGIN}/de/produkte`)
  expect(head.title).toBe('Produkte | MYPOSTER.de')
  expect(pathOn('myposter.localhost', head.canonical[0])).toBe('/de/products')
  expect(pathOn('myposter.localhost', head.alternates['en-US'])).toBe('/us/products')
})

test('a spoofed Host header never reaches canonical or alternate URLs', async ({ request }) => {
  const response = await request.get(`${CARD_ORIGIN}/de/`, { headers: { Host: 'evil.example' } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('rel="canonical"')
  expect(html).not.toContain('evil.example')
})

test('the 404 page is not indexed and claims no canonical URL', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht/', { waitUntil: 'domcontentloaded' })
  expect(response?.status()).toBe(404)
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
})

test('paths the router refuses get a complete 404 page in the server HTML', async ({ request }) => {
  for (const [path, host] of [
    ['/fr/', undefined],
    ['/de/merkzettel', 'myposter.localhost:3100'],
  ] as const) {
    const response = await request.get(path, host ? { headers: { host } } : {})
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('<title>404 - Page not found</title>')
    expect(html).toMatch(/<h1>[^<]+<\/h1>/)
  }
})

test('the 404 title is in the server-rendered HTML of unknown content paths', async ({ request }) => {
  // The router knows the content slugs (content index), so unknown ones get the static 404 page;
  // a page that calls notFound() would get its body rendered only in the browser (Next 16).
  const response = await request.get('/de/gibt-es-nicht/')
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('<title>404 - Page not found</title>')
})

test('the sitemap index lists every part of each locale; a design page is listed on the configured origin', async ({
  request,
}) => {
  // The server runs without SITE_URL_CARD, so the site URL follows its PORT (issue 32 point 3).
  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  const xml = await index.text()
  for (const part of ['pages', 'designs', 'listings', 'themes'])
    expect(xml).toContain(`<loc>${CARD_ORIGIN}/sitemap.xml?locale=de&amp;part=${part}</loc>`)
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/)
  const designs = await (await request.get('/sitemap.xml?locale=at&part=designs')).text()
  const escaped = CARD_ORIGIN.replace(/[.]/g, '\\.')
  expect(designs).toMatch(new RegExp(`<loc>${escaped}/at/products/design/[a-z0-9-]+/</loc>\\s*<lastmod>`))
  expect(designs).not.toMatch(/configurator-|\/event\/|\/freigabe\/|\/kundenkonto\/|\/warenkorb\/|\/kasse\//)
  const listings = await (await request.get('/sitemap.xml?locale=de&part=listings')).text()
  expect(listings).toContain(`<loc>${CARD_ORIGIN}/de/products/</loc>`)
  expect(listings).toContain(`<loc>${CARD_ORIGIN}/de/products/hochzeit/</loc>`)
  expect((await request.get('/sitemap.xml?locale=de&part=designs&page=99')).status()).toBe(404)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${CARD_ORIGIN}/sitemap.xml`)
  // The poster channel sells no catalogue designs: its index names only its content pages.
  const poster = { headers: { host: POSTER_HOST } }
  const posterIndex = await (await request.get('/sitemap.xml', poster)).text()
  expect(posterIndex).toContain(`<loc>${POSTER_ORIGIN}/sitemap.xml?locale=us&amp;part=pages</loc>`)
  expect(posterIndex).not.toContain('part=designs')
  expect((await request.get('/sitemap.xml?locale=us&part=designs', poster)).status()).toBe(404)
  const posterPages = await (await request.get('/sitemap.xml?locale=us', poster)).text()
  expect(posterPages).toContain(`<loc>${POSTER_ORIGIN}/us/products</loc>`)
})
