import { expect as baseExpect, test, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

// Catalogue pages render server-side from the database and the price engine; give busy machines time.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

/**
 * The catalogue containers on the local content store's pages of both brands: each page answers 200,
 * shows the catalogue's own names and prices, logs no console errors and does not scroll sideways on
 * a phone. Plus the /img image service the containers' pictures go through.
 */
interface CataloguePage {
  url: string
  h1: string
  containers: string[]
  /** Texts that only the catalogue (not the story) supplies. */
  shows: (string | RegExp)[]
}

const PAGES: CataloguePage[] = [
  {
    url: `${CARD_ORIGIN}/de/karten-und-themen/`,
    h1: 'Karten und Themen',
    containers: ['themes_overview', 'theme_cards', 'card_overview', 'card_details'],
    shows: ['Eukalyptus', 'Goldene Ringe', 'Passendes Set', /pro Stück bei \d+ Stück/],
  },
  {
    url: `${CARD_ORIGIN}/de/fotoboxen/`,
    h1: 'Fotoboxen',
    containers: ['photobox_overview', 'photobox_details'],
    shows: ['Fotobox Leinen', 'Pünktchenzauber', '10 × 15 cm, bis zu 100 Bilder pro Box'],
  },
  {
    url: `${CARD_ORIGIN}/de/zubehoer/`,
    h1: 'Zubehör',
    containers: ['accessory_overview', 'accessory_details'],
    shows: ['Umschläge', 'Briefumschlag C6, gerade Lasche, Weiß', 'Preis pro Stück'],
  },
  {
    url: `${POSTER_ORIGIN}/de/kalender`,
    h1: 'Fotokalender',
    containers: ['calendar_overview', 'calendar_details'],
    shows: ['Familienglück', 'Bergsommer', /ab 18,99\s€/],
  },
  {
    url: `${POSTER_ORIGIN}/de/fotobuecher`,
    h1: 'Fotobücher',
    containers: ['photobook_overview', 'photobook_details'],
    shows: ['Unser Hochzeitstag', 'Buchart'],
  },
  {
    url: `${POSTER_ORIGIN}/de/fotoboxen`,
    h1: 'Fotoboxen',
    containers: ['photobox_overview', 'photobox_details'],
    shows: ['Fotobox Leinen', 'Hahnemühle-Papier', /ab \d+,\d\d\s€/],
  },
  {
    url: `${POSTER_ORIGIN}/de/fotocollagen`,
    h1: 'Fotocollagen',
    containers: ['collage_overview', 'collage_details'],
    shows: ['Poster mit Rahmen', 'Holzrahmen', /ab \d+,\d\d\s€/],
  },
  {
    url: `${POSTER_ORIGIN}/de/wandbilder`,
    h1: 'Wandbilder',
    containers: ['photo_print_overview', 'product_selection'],
    shows: ['Acrylglas', 'Alu-Dibond', 'Aluminiumrahmen', 'DIN-Formate'],
  },
  {
    url: `${POSTER_ORIGIN}/us/kalender`,
    h1: 'Photo calendars',
    containers: ['calendar_overview', 'calendar_details'],
    shows: ['Mountain summer', /from \$\d+\.\d\d/],
  },
]

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

for (const spec of PAGES) {
  test(`${spec.url} shows its catalogue containers`, async ({ page }) => {
    const errors = collectErrors(page)
    const response = await page.goto(spec.url)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.h1)
    for (const name of spec.containers) {
      await expect(page.locator(`[data-container="${name}"]`).first()).toBeVisible()
    }
    const main = page.locator('main')
    for (const text of spec.shows) await expect(main.getByText(text).first()).toBeVisible()
    // Pictures go through the image service at densities 1 and 2, and load.
    const pictures = main.locator('img[src^="/img/"]')
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('srcset', / 1x, .* 2x$/)
      await picture.scrollIntoViewIfNeeded()
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
    }
    expect(errors).toEqual([])
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  for (const spec of PAGES) {
    test(`${spec.url} does not scroll sideways`, async ({ page }) => {
      await page.goto(spec.url)
      await expect(page.locator(`[data-container="${spec.containers[0]}"]`).first()).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test('catalogue pages are accessible and linked from the home pages', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/de`)
  const range = page.locator('[data-container="product_list"]')
  await range.getByRole('link', { name: /Fotokalender/ }).click()
  await expect(page).toHaveURL(/\/de\/kalender$/)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.goto(`${CARD_ORIGIN}/de/`)
  await page
    .locator('[data-container="product_list"]')
    .getByRole('link', { name: /Fotobox/ })
    .click()
  await expect(page).toHaveURL(/\/de\/fotoboxen\/$/)
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the theme cards link to the theme, the card details to the product page', async ({ page }) => {
  await page.goto(`${CARD_ORIGIN}/de/karten-und-themen/`)
  const details = page.locator('[data-container="card_details"]')
  await details.getByRole('link', { name: 'Jetzt gestalten' }).click()
  await expect(page).toHaveURL(/\/de\/products\/design\/eukalyptus-einladung\/$/)
  await page.goBack()
  await page
    .locator('[data-container="theme_cards"]')
    .getByRole('link', { name: /Alle \d+ Designs von „Eukalyptus“/ })
    .click()
  await expect(page).toHaveURL(/\/de\/themes\/1461\/$/)
})

test('the wishlist grid appears once the visitor has saved a design', async ({ page }) => {
  await page.goto(`${CARD_ORIGIN}/de/karten-und-themen/`)
  await expect(page.locator('[data-container="card_overview"]')).toBeVisible()
  await expect(page.locator('[data-container="wishlist_cards_grid"]')).toHaveCount(0)
  await page.goto(`${CARD_ORIGIN}/de/products/design/eukalyptus-einladung/`)
  await page
    .getByRole('button', { name: /auf den Merkzettel$/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: /vom Merkzettel entfernen$/ }).first()).toBeVisible()
  await page.goto(`${CARD_ORIGIN}/de/karten-und-themen/`)
  const grid = page.locator('[data-container="wishlist_cards_grid"]')
  await expect(grid.getByRole('heading', { name: 'Ihr Merkzettel' })).toBeVisible()
  await expect(grid.getByTestId('wishlist-grid-count')).toHaveText('1 gespeichertes Design')
  await expect(grid.locator('[data-design-id]')).toHaveCount(1)
  await grid.getByRole('link', { name: 'Zum Merkzettel' }).click()
  await expect(page).toHaveURL(/\/de\/(wishlist|merkzettel)\/$/)
})

test('the image service resizes, converts and refuses bad filters with a reason', async ({ request }) => {
  const ok = await request.get(`${CARD_ORIGIN}/img/artwork/wedding/m/320x200/filters:format(png):quality(70)`)
  expect(ok.status()).toBe(200)
  expect(ok.headers()['content-type']).toBe('image/png')
  expect(ok.headers()['cache-control']).toContain('max-age=')
  const bad = await request.get(`${CARD_ORIGIN}/img/artwork/wedding/m/320x200/filters:rotate(45)`)
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error.message).toContain('rotate is 90, 180 or 270')
  const huge = await request.get(`${CARD_ORIGIN}/img/artwork/wedding/m/5000x5000`)
  expect(huge.status()).toBe(400)
  // Only the listed widths are drawn (issue 24).
  expect((await huge.json()).error.message).toContain('The width must be one of')
  const missing = await request.get(`${CARD_ORIGIN}/img/images/nope.png/m/120x120`)
  expect(missing.status()).toBe(404)
})
