import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_HOST, POSTER_ORIGIN } from './support'

/**
 * Issue 32 point 6 (the registered containers on the content pages where they belong) and the
 * leftovers of points 4, 7 and 8. Point 4 and 6 at the level of the HTML a crawler or a visitor
 * without JavaScript gets; 7 and 8 by bounding boxes in the browser.
 */

/** Node does not resolve *.localhost: poster requests go to the card origin with the poster's Host. */
const POSTER = { host: POSTER_HOST }

async function html(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(CARD_ORIGIN + url, { headers, maxRedirects: 0 })
  expect(response.status(), url).toBe(200)
  return response.text()
}

test('the content store uses material tiles, more information, voucher and newsletter response', async ({
  request,
}) => {
  const wallArt = await html(request, '/de/wandbilder', POSTER)
  expect(wallArt).toContain('data-container="material_tiles"')
  expect(wallArt.match(/data-material="[a-z]+"/g)).toEqual([
    'data-material="poster"',
    'data-material="leinwand"',
    'data-material="acrylglas"',
    'data-material="aludibond"',
    'data-material="hahnemuehle"',
  ])
  for (const picture of ['poster', 'canvas', 'acrylic', 'dibond', 'fineart']) {
    expect(wallArt).toContain(`/generated/teasers/${picture}-mobile-1x.webp`)
  }
  // A tile opens the wall-art configurator on its material.
  expect(wallArt).toContain('href="/de/configurator-wallart?material=acrylglas"')
  expect(wallArt).toContain('data-container="more_information"')
  expect(wallArt).toContain('Mehr über Druck, Formate und Rahmen')
  const usWallArt = await html(request, '/us/wall-decor', POSTER)
  expect(usWallArt).toContain('Which material suits your photo?')
  expect(usWallArt).toContain('More about printing, sizes and frames')

  // The drawn material pictures exist (rendered by scripts/generate-images.ts before the build).
  const picture = await request.get(`${CARD_ORIGIN}/generated/teasers/acrylic-mobile-1x.webp`)
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toBe('image/webp')

  expect(await html(request, '/de/kalender', POSTER)).toContain('Mehr über Papiere, Bindung und Feiertage')
  expect(await html(request, '/de/karten-und-themen/')).toContain('Mehr über unsere Papiere')

  for (const [url, headers, until] of [
    ['/de/gutscheine/', {}, 'Gültig bis 31. Dezember 2027'],
    ['/de/gutscheine', POSTER, 'Gültig bis 31. Dezember 2027'],
    ['/us/vouchers', POSTER, 'Valid until December 31, 2027'],
  ] as const) {
    const page = await html(request, url, headers)
    // Booleans, so a failure names the URL and text instead of printing the whole page.
    expect(page.includes('data-container="voucher"'), url).toBe(true)
    expect(page.includes('<strong>FREUDE10</strong>'), url).toBe(true)
    expect(page.includes(until), `${url}: ${until}`).toBe(true)
  }

  for (const [url, headers, headline] of [
    ['/de/newsletter/bestaetigen/', {}, 'Newsletter-Anmeldung'],
    ['/de/newsletter/bestaetigen', POSTER, 'Newsletter-Anmeldung'],
    ['/us/newsletter/confirm', POSTER, 'Newsletter sign-up'],
  ] as const) {
    const page = await html(request, url, headers)
    expect(page, url).toContain('data-container="newsletter_response"')
    expect(page, url).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`))
  }
})

/** The static 404 page in the HTML itself: status, the spec's title, one h1 in the teaser. */
async function expectCompleteNotFound(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
) {
  const response = await request.get(CARD_ORIGIN + url, { maxRedirects: 0, headers })
  expect(response.status(), url).toBe(404)
  const page = await response.text()
  expect(page, url).toContain('<title>404 - Page not found</title>')
  expect(page, url).toContain('data-testid="not-found-teaser"')
  expect(page.match(/<h1[\s>]/g), url).toHaveLength(1)
  expect(page, url).not.toContain('id="__next_error__"')
}

test('a bad wall-art or collage link and a foreign saved design or cart line are the complete 404 page', async ({
  request,
}) => {
  const visitor = { ...POSTER, cookie: `visitor_key=${randomUUID()}` }
  for (const [url, headers] of [
    ['/de/configurator-wallart?material=holz', POSTER],
    ['/de/configurator-wallart?material=poster&format=10x10', POSTER],
    ['/de/configurator-collage?designId=999999', POSTER],
    [`/de/configurator-photobox?saved=${randomUUID()}`, POSTER],
    [`/de/configurator-photobox?line=${randomUUID()}`, visitor],
    [`/de/configurator-photoprint?saved=${randomUUID()}`, visitor],
    [`/de/configurator-photoprint?line=${randomUUID()}`, visitor],
  ] as const) {
    await expectCompleteNotFound(request, url, headers)
  }
  expect(
    (
      await request.get(`${CARD_ORIGIN}/de/configurator-wallart?material=leinwand`, { headers: POSTER })
    ).status(),
  ).toBe(200)
  expect((await request.get(`${CARD_ORIGIN}/de/configurator-photobox`, { headers: visitor })).status()).toBe(
    200,
  )
})

const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
type DOMRectLike = { x: number; y: number; width: number; height: number }

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the newsletter tab never covers the sticky "Jetzt gestalten" bar', async ({ page }) => {
    const force = 'flag=kls_sticky_add_to_cart_KS142&flagTreatment=on'
    await page.goto(`${CARD_ORIGIN}/de/products/design/eukalyptus-einladung/?${force}`)
    const bar = page.getByTestId('sticky-add-to-cart')
    const tab = page.getByTestId('newsletter-tab')
    for (const y of ['0', 'document.body.scrollHeight']) {
      await page.evaluate(`window.scrollTo(0, ${y})`)
      await expect(bar).toBeVisible()
      await expect(tab).toBeVisible()
      await expect(async () => {
        const [barBox, tabBox] = [await bar.boundingBox(), await tab.boundingBox()]
        expect(barBox && tabBox && !overlaps(barBox, tabBox)).toBe(true)
        // Still on screen, above the bar.
        expect((tabBox?.y ?? 0) + (tabBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0)
      }).toPass({ timeout: 3000 })
    }
    await bar.getByRole('link', { name: 'Jetzt gestalten' }).click({ trial: true })
  })

  test('the main teaser has a pause button a finger can hit', async ({ page }) => {
    await page.goto(`${POSTER_ORIGIN}/de`)
    const teaser = page.locator('[data-container="main_teaser"]')
    const pause = page.getByTestId('main-teaser-pause')
    await expect(pause).toBeVisible()
    await expect(pause).toHaveAccessibleName('Automatischen Wechsel anhalten')
    const box = await pause.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
    expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
    await pause.tap()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    await expect(pause).toHaveAccessibleName('Automatischen Wechsel fortsetzen')
    // Paused: the slide region announces again (it is silent only while rotating).
    await expect(teaser.locator('section[data-ready]')).toBeVisible()
    await expect(teaser.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    await pause.tap()
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
    await expect(teaser.locator('[aria-live]')).toHaveAttribute('aria-live', 'off')
  })
})

/**
 * Where the drawn poster (lib/images/artwork/poster.ts: the frame at stage x 180–420, y 12–312; the
 * stage sits 24 px from the right of the 1180 × 440 desktop picture) lands in the first slide's
 * picture, in the picture element's own pixels, for object-fit: cover and its object-position.
 */
async function posterInPicture(page: Page) {
  return page
    .locator('[data-container="main_teaser"] img')
    .first()
    .evaluate((node) => {
      const img = node as HTMLImageElement
      const box = img.getBoundingClientRect()
      const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
      const [px = '50%'] = getComputedStyle(img).objectPosition.split(' ')
      const offset = (box.width - img.naturalWidth * scale) * (parseFloat(px) / 100)
      const toBox = (x: number) => offset + (x / 1180) * img.naturalWidth * scale
      return { left: toBox(1180 - 24 - 600 + 180), right: toBox(1180 - 24 - 600 + 420), width: box.width }
    })
}

for (const width of [1024, 1366, 1920]) {
  test(`the first hero slide shows its poster at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${POSTER_ORIGIN}/de`)
    const img = page.locator('[data-container="main_teaser"] img').first()
    await expect(img).toHaveJSProperty('complete', true)
    expect(await img.evaluate((node) => (node as HTMLImageElement).currentSrc)).toContain('poster-desktop')
    const poster = await posterInPicture(page)
    expect(poster.left).toBeGreaterThanOrEqual(0)
    expect(poster.right).toBeLessThanOrEqual(poster.width)
  })
}
