import { expect, test, type Page } from './fixtures'
import { CARD_ORIGIN } from './support'

/**
 * A page's scripts are requested after its first paint and its high-priority pictures (ADR 0044):
 * the server writes them inert into the HTML and an inline loader starts them. These tests load pages
 * as a phone would and check the order in the browser's own timings, that no inert tag is left, that
 * React hydrated the page, and that nothing broke the page's CSP (prerendered: 'unsafe-inline';
 * per request: nonce and 'strict-dynamic').
 */

const SCRIPT = /\/_next\/static\/chunks\/.+\.js$/

/** CSP violations and page errors while the test runs. */
function problems(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(message.text())
  })
  page.on('pageerror', (error) => seen.push(error.message))
  return seen
}

/** Waits until the loader has run and React has hydrated `<main>`. */
async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => ({
        inert: document.querySelectorAll('script[data-after-paint]').length,
        react: Object.keys(document.querySelector('main') ?? {}).some((key) =>
          key.startsWith('__reactFiber'),
        ),
      })),
    )
    .toEqual({ inert: 0, react: true })
}

async function timings(page: Page) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: resources
        .filter((r) => r.initiatorType === 'script')
        .map((r) => ({ name: r.name, start: r.startTime })),
      pictures: [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((img) => {
        const entry = resources.find((r) => r.name === img.currentSrc)
        return { src: img.currentSrc, end: entry?.responseEnd ?? Number.NaN }
      }),
    }
  })
}

test('the card home: HTML without script requests, scripts after the first paint and the teaser picture', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${CARD_ORIGIN}/de/`)).text()
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/)
  expect(html).not.toMatch(/<link[^>]*as="script"/)
  expect(html).toContain('data-after-paint="/_next/static/chunks/')
  const seen = problems(page)
  await page.goto(`${CARD_ORIGIN}/de/`)
  await hydrated(page)
  const { fcp, scripts, pictures } = await timings(page)
  const chunks = scripts.filter((s) => SCRIPT.test(new URL(s.name).pathname))
  expect(chunks.length).toBeGreaterThan(5)
  expect(pictures.length).toBeGreaterThan(0)
  for (const chunk of chunks) {
    expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(fcp)
    for (const picture of pictures)
      expect(chunk.start, `${chunk.name} after ${picture.src}`).toBeGreaterThanOrEqual(picture.end)
  }
  // The page works: the header's samples button opens its dialog once hydrated.
  await page.getByRole('button', { name: 'Gratis Muster', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Musterkarten gratis' })).toBeVisible()
  expect(seen).toEqual([])
})

test('a product page rendered per request: its picture first, the loader under the nonce CSP, the page works', async ({
  page,
}) => {
  const seen = problems(page)
  await page.goto('/de/products/?product=folded-card')
  await page.locator('a[href*="/products/design/"]').first().click()
  await expect(page).toHaveURL(/\/products\/design\/[a-z0-9-]+\/$/)
  const url = page.url()
  // A fresh load of the product page itself, not the client-side navigation that led there, by a
  // visitor with a session: without one the page is the shared rendering (ADR 0112), with one it is
  // rendered for its holder under the nonce CSP (an unknown session reads as signed out all the same).
  await page
    .context()
    .addCookies([{ name: 'shop.session_token', value: 'not-a-real-session', url: new URL(url).origin }])
  const response = await page.goto(url)
  expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'")
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1)
  await hydrated(page)
  const { fcp, scripts, pictures } = await timings(page)
  expect(pictures).toHaveLength(1)
  for (const chunk of scripts.filter((s) => SCRIPT.test(new URL(s.name).pathname))) {
    expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(fcp)
    expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(pictures[0]!.end)
  }
  // Hydrated for real: the header's samples button opens its dialog (a client component).
  await page.getByRole('button', { name: 'Gratis Muster', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Musterkarten gratis' })).toBeVisible()
  expect(seen).toEqual([])
})
