import { expect as baseExpect, test, type Page } from './fixtures'
import { POSTER_ORIGIN, seriousA11yViolations } from './support'

// Each option change or button press is a server render; on a busy machine that takes a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

/**
 * Listings as a shopper uses them: filter, sort, page size, "show more", all kept in the URL.
 * Written against whatever designs the catalogue holds (reference or generated), not fixed ids.
 */

const tiles = (page: Page) => page.getByTestId('design-grid').first().getByRole('listitem')
const progress = (page: Page) => page.getByTestId('listing-progress')

async function totalOf(page: Page): Promise<number> {
  const text = (await progress(page).textContent()) ?? ''
  const match = /(\d+) von (\d+) Designs/.exec(text)
  if (!match) throw new Error(`No progress text: ${text}`)
  return Number(match[2])
}

test('the overview lists designs with "x of y designs" and shows more on request', async ({ page }) => {
  await page.goto('/de/produkte/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const total = await totalOf(page)
  // The seeded catalogue (420 generated designs) always fills more than one page.
  expect(total).toBeGreaterThan(24)
  const first = 12
  await expect(tiles(page)).toHaveCount(first)
  await expect(progress(page)).toHaveText(`${first} von ${total} Designs`)

  await page.getByRole('link', { name: 'Weitere Designs anzeigen' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  const shown = 24
  await expect(tiles(page)).toHaveCount(shown)
  await expect(progress(page)).toHaveText(`${shown} von ${total} Designs`)

  // The URL is the state: reloading it shows the same designs, and back returns to the first page.
  await page.reload()
  await expect(tiles(page)).toHaveCount(shown)
  await page.goBack()
  await expect(tiles(page)).toHaveCount(first)
})

test('a filter narrows the listing, lives in the URL and can be reset', async ({ page }) => {
  await page.goto('/de/products/')
  const total = await totalOf(page)
  const colour = page.getByLabel('Farbe')
  const values = await colour
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean))
  expect(values.length).toBeGreaterThan(0)
  await colour.selectOption(values[0]!)
  await expect(page).toHaveURL(new RegExp(`/de/products/\\?color=${values[0]}$`))
  const filtered = await totalOf(page)
  expect(filtered).toBeGreaterThan(0)
  expect(filtered).toBeLessThanOrEqual(total)
  await expect(page.getByLabel('Farbe')).toHaveValue(values[0]!)

  await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click()
  await expect(page).toHaveURL(/\/de\/products\/$/)
  expect(await totalOf(page)).toBe(total)
})

test('sort and page size change the URL, newest first reorders', async ({ page }) => {
  await page.goto('/de/products/')
  const popular = await tiles(page).first().textContent()
  await page.getByLabel('Sortieren nach').selectOption('newest')
  await expect(page).toHaveURL(/\?sort=newest$/)
  await expect(tiles(page).first()).not.toHaveText(popular ?? '')
  await page.getByLabel('Designs pro Seite').selectOption('48')
  await expect(page).toHaveURL(/\?sort=newest&pageSize=48$/)
  const total = await totalOf(page)
  await expect(tiles(page)).toHaveCount(Math.min(48, total))
})

test('without JavaScript the filter form lands on the clean listing URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/de/products/')
  await page.getByLabel('Sortieren nach').selectOption('newest')
  await page.getByRole('button', { name: 'Filter anwenden' }).click()
  // The GET form sends every field ("color=" too); the page redirects to the one clean URL.
  await expect(page).toHaveURL(/\/de\/products\/\?sort=newest$/)
  await context.close()
})

test('occasion and occasion × product listings have their own URLs and headlines', async ({ page }) => {
  await page.goto('/de/products/')
  const occasions = page.getByRole('navigation', { name: 'Anlässe' })
  const first = occasions.getByRole('link').first()
  await first.click()
  await expect(page).toHaveURL(/\/de\/products\/[a-z-]+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Karten (zur|zum|zu) /)
  await expect(occasions.getByRole('link', { name: (await first.textContent()) ?? '' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const product = page.getByLabel('Produkt')
  const type = await product.locator('option').nth(1).getAttribute('value')
  await product.selectOption(type!)
  // The product type of an occasion moves into the path (German slug).
  await expect(page).toHaveURL(/\/de\/products\/[a-z-]+\/[a-z-]+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ (zur|zum|zu) /)
})

test('unknown occasion or product slugs are a 404', async ({ page }) => {
  for (const path of ['/de/products/gibt-es-nicht/', '/de/products/hochzeit/gibt-es-nicht/']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByTestId('not-found-teaser')).toBeVisible()
  }
})

test('themes: the default theme is a set page, an unknown id a 404', async ({ page }) => {
  const response = await page.goto('/de/themes/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eukalyptus')
  await expect(page.getByText('Set', { exact: true })).toBeVisible()
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/de\/themes\/1461\/$/)
  await page.getByLabel('Sortieren nach').selectOption('newest')
  await expect(page).toHaveURL(/\/de\/themes\/1461\/\?sort=newest$/)
  await expect(page.getByTestId('listing-progress')).toHaveText(/^\d+ von \d+ Designs$/)

  // A segment that is no theme id is a bad id too (issue 32 point 4), not the default theme.
  for (const path of ['/de/themes/999999/', '/de/themes/abc/']) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await expect(page.getByTestId('not-found-teaser')).toBeVisible()
  }
})

test('the poster brand still has a products overview', async ({ page }) => {
  const response = await page.goto(`${POSTER_ORIGIN}/de/products`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Produkte')
  await expect(page.getByRole('button', { name: /Merkzettel/ })).toHaveCount(0)
})

for (const [name, viewport] of [
  ['desktop', { width: 1300, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport })

    test('listings and themes have no serious axe violations and do not scroll sideways', async ({
      page,
    }) => {
      for (const path of ['/de/products/?sort=newest', '/ch/produkte/', '/de/themes/']) {
        await page.goto(path)
        expect(await seriousA11yViolations(page), path).toEqual([])
        const widths = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ])
        expect(widths[0], path).toBeLessThanOrEqual(widths[1]!)
      }
    })
  })
}
