import sharp from 'sharp'
import { expect, test, type Page } from './fixtures'
import { POSTER_HOST, POSTER_ORIGIN } from './support'

/**
 * No German word in the US shop (issue 27 point 6): a US visitor's walk through the poster brand's
 * /us pages — home, the header's product categories, the wall-art configurator with a photo, the
 * calendar and photo-book overviews, cart and checkout with an item, sign-in and registration, every
 * page the home page links to (footer and content pages) and the 404 page — fails with the page and
 * the word wherever one of the words below is in the visible text, in <title> or in the path of a
 * link that stays in the US shop. Links to the German shops (the locale switcher) and query values
 * (catalogue keys such as material=leinwand, ADR 0067) are not the US shop's words.
 */

/** German shop words, each with how it is matched (compounds: "Versandkosten" has "Versand"). */
const GERMAN_WORDS: readonly { word: string; pattern: RegExp }[] = [
  ...[
    'Warenkorb',
    'Kasse',
    'Versand',
    'inkl.',
    'MwSt',
    'zzgl.',
    'Lieferung',
    'Größe',
    'Rahmen',
    'Leinwand',
    'Bestellen',
    'Anmelden',
    'Konto',
    'Merkzettel',
    'Datenschutz',
    'Impressum',
    'Widerruf',
    'Straße',
    'Kundenkonto',
    'Bestellung',
    'Zahlung',
    'Werktage',
    'Startseite',
    'Gutschein',
    'Fotobuch',
    'Fotobücher',
    'Kalender',
    'Lieferzeit',
    'Bundesland',
    'Anschrift',
    'Vorkasse',
    'Rechnung',
  ].map((word) => ({ word, pattern: new RegExp(word.replace('.', '\\.'), 'iu') })),
  // Short words only as whole words, and "ab" only before a price ("ab 19,99 €").
  { word: 'AGB', pattern: /(?<![\p{L}])AGB(?![\p{L}])/u },
  { word: 'PLZ', pattern: /(?<![\p{L}])PLZ(?![\p{L}])/u },
  { word: 'ab (price)', pattern: /(?<![\p{L}])ab\s*(?:[$€]|\d)/u },
  { word: 'und', pattern: /(?<![\p{L}])und(?![\p{L}])/u },
  { word: 'für', pattern: /(?<![\p{L}])für(?![\p{L}])/iu },
]

interface Finding {
  page: string
  where: 'text' | 'title' | 'href'
  word: string
  context: string
}

/** The German words in one text, each with a little of the text around it. */
function germanWords(text: string): { word: string; context: string }[] {
  return GERMAN_WORDS.flatMap(({ word, pattern }) => {
    const match = pattern.exec(text)
    if (!match) return []
    const start = Math.max(0, match.index - 40)
    return [{ word, context: text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, ' ') }]
  })
}

/** What a visitor reads and follows on the current page: visible text, title, links inside /us. */
async function pageWords(page: Page): Promise<{ text: string; title: string; links: URL[] }> {
  const { text, title, hrefs } = await page.evaluate(() => ({
    text: document.body.innerText,
    title: document.title,
    hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
  }))
  const origin = new URL(page.url()).origin
  const links = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && /^\/us(\/|$)/.test(url.pathname))
  return { text, title, links }
}

/** Records the page's German words; answers the US-shop links on it (path and query). */
async function check(page: Page, findings: Finding[]): Promise<string[]> {
  const label = new URL(page.url()).pathname + new URL(page.url()).search
  const { text, title, links } = await pageWords(page)
  for (const hit of germanWords(text)) findings.push({ page: label, where: 'text', ...hit })
  for (const hit of germanWords(title)) findings.push({ page: label, where: 'title', ...hit })
  for (const path of new Set(links.map((url) => decodeURIComponent(url.pathname)))) {
    for (const hit of germanWords(path)) findings.push({ page: label, where: 'href', ...hit, context: path })
  }
  return links.map((url) => url.pathname + url.search)
}

/** 600 × 800 px, as in us-shop.spec.ts: uploads quickly. */
async function photo(): Promise<Buffer> {
  const width = 600
  const height = 800
  const raw = Buffer.alloc(width * height * 3, 180)
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

test.use({ locale: 'en-US' })

/** Node does not resolve myposter.localhost: API requests name the poster brand's host instead. */
const POSTER = { Host: POSTER_HOST }

test('a US visitor reads no German word on any page of the US shop', async ({ page }) => {
  test.setTimeout(300_000)
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  const findings: Finding[] = []
  const visited = new Set<string>()
  const visit = async (path: string, status = 200): Promise<string[]> => {
    const response = await page.goto(POSTER_ORIGIN + path)
    expect(response?.status(), path).toBe(status)
    visited.add(new URL(page.url()).pathname)
    return check(page, findings)
  }

  // From home along every link that stays in the US shop (header categories, content tiles, footer,
  // the pages they link to), plus the pages no link leads to before sign-in; at most 60 pages.
  const queue = [
    '/us',
    '/us/wall-art?material=poster',
    '/us/all-calendars',
    '/us/all-photo-books',
    '/us/products',
    '/us/cart',
    '/us/checkout',
    '/us/account/sign-in',
    '/us/account/register',
    '/us/account/forgot-password',
    '/us/shipping',
    '/us/contact',
    '/us/sitemap',
  ]
  const queued = new Set(queue)
  for (let path = queue.shift(); path !== undefined && visited.size < 60; path = queue.shift()) {
    for (const link of await visit(path)) {
      if (queued.has(link)) continue
      queued.add(link)
      queue.push(link)
    }
  }
  await visit('/us/this-page-does-not-exist', 404)

  // The configurator with a photo, the cart and the checkout with that item in it.
  await page.goto(`${POSTER_ORIGIN}/us/wall-art?material=poster`)
  await page
    .getByTestId('wallart-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'vacation.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await expect(page.getByTestId('wallart-dpi-warning')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('tab', { name: 'Size', exact: true }).click()
  await page.getByTestId('wallart-format').locator('[data-format="300x400"]').click()
  await expect(page.getByTestId('wallart-price')).toContainText('$')
  await check(page, findings)
  if ((await page.getByTestId('wallart-dpi-warning').getAttribute('data-level')) === 'confirm') {
    await page.getByTestId('wallart-dpi-confirm').check()
  }
  await page.getByTestId('wallart-add-to-cart').click()
  await expect(page).toHaveURL(/\/us\/cart/, { timeout: 20_000 })
  await expect(page.getByTestId('cart-line-wallart')).toHaveCount(1)
  await check(page, findings)
  await visit('/us/checkout')
  await expect(page.locator('select[name="billingAddress.state"]')).toBeVisible()

  expect(visited.size).toBeGreaterThan(15)
  expect(findings).toEqual([])
})

test('German paths under /us move to the English ones; the German shops keep theirs', async ({ page }) => {
  for (const [from, to] of [
    ['/us/warenkorb?coupon=X', '/us/cart?coupon=X'],
    ['/us/kasse', '/us/checkout'],
    ['/us/kundenkonto/anmelden', '/us/account/sign-in'],
    ['/us/versand', '/us/shipping'],
    ['/us/agb', '/us/terms'],
    ['/us/configurator-wallart?material=poster', '/us/wall-art?material=poster'],
  ] as const) {
    const response = await page.request.get(from, { headers: POSTER, maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    const location = new URL(response.headers()['location'] ?? '', POSTER_ORIGIN)
    expect(location.pathname + location.search, from).toBe(to)
  }
  expect((await page.request.get('/de/warenkorb', { headers: POSTER, maxRedirects: 0 })).status()).toBe(200)

  // The US page names its English URL as canonical; the German page's alternates point at it too.
  await page.goto(`${POSTER_ORIGIN}/us/shipping`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/us\/shipping$/)
  await page.goto(`${POSTER_ORIGIN}/de/versand`)
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
    'href',
    /\/us\/shipping$/,
  )
  await expect(page.locator('link[rel="alternate"][hreflang="de-AT"]')).toHaveAttribute(
    'href',
    /\/at\/versand$/,
  )
})
