import { expect, test, type Page } from './fixtures'
import { CALENDAR_NAMES } from '../../lib/shop/design-print/design/calendar/names'
import { tab, uploadPhotos } from './photo-product-support'
import { POSTER_ORIGIN } from './support'

/**
 * The proof view of the calendar and photo-book profiles (issue 28 point 5, ADR 0074): the card's proof
 * dialog, offered beside the cart, shows every page of the product in order with its own words, the
 * dialog within the screen on a desktop and on a phone (390 × 844, touch). In the US shop
 * an empty photo slot says "Your photo", in the proof and in the first picture of the canvas alike.
 */

/** The calendar's months as its German pages name them. */
const MONTHS = CALENDAR_NAMES['de-DE'].months

/** The open proof dialog, after the profile's "all pages" button. */
async function openProof(page: Page, kind: 'calendar' | 'photobook') {
  await page.getByTestId(`${kind}-proof`).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // The pages are pictures of the print file, which the server draws for this dialog (the design is
  // saved first): wait for the first page however long that takes beside the other tests, instead of
  // expect's 5 s. The tests then count and check them.
  await expect(dialog.locator('[data-proof-page]').first()).toBeVisible({ timeout: 60_000 })
  // The dialog stays within the screen: a phone scrolls it, it never runs off to the side.
  const box = await dialog.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
  return dialog
}

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
})

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('a calendar’s proof: cover, every month, back, in order; confirmed into the cart', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.goto(`${POSTER_ORIGIN}/de/configurator-calendar?designGroupId=2101&year=2027&startMonth=1`)
      await expect(page.getByTestId('page-thumb')).toHaveCount(14)
      await tab(page, 'Fotos')
      await uploadPhotos(
        page,
        2,
        () => [1500, 1000],
        (i) => `proof-${i + 1}.jpg`,
      )
      await page.getByTestId('calendar-fill').click()
      await expect(page.getByTestId('tray-photo').and(page.locator('[data-used="true"]'))).toHaveCount(2)

      const dialog = await openProof(page, 'calendar')
      await expect(dialog).toContainText('So wird Ihr Kalender gedruckt')
      await expect(dialog).not.toContainText('Karte')
      const pages = dialog.locator('[data-proof-page]')
      await expect(pages).toHaveCount(14)
      await expect(pages.locator('figcaption')).toHaveText([
        'Titelseite',
        ...MONTHS.map((month) => `${month} 2027`),
        'Rückseite',
      ])
      await expect(pages.first()).toHaveAttribute('data-proof-page', 'front')
      await expect(pages.last()).toHaveAttribute('data-proof-page', 'back')
      // Pages of the print file (ADR 0084), drawn as they come into view: the cover at once, the
      // back once scrolled to.
      await expect(pages.first()).toHaveAttribute('data-proof-state', 'loaded', { timeout: 30_000 })
      await pages.last().scrollIntoViewIfNeeded()
      await expect(pages.last()).toHaveAttribute('data-proof-state', 'loaded', { timeout: 30_000 })
      await expect(dialog.getByTestId('proof-pdf')).toHaveAttribute(
        'href',
        /\/web-api\/designs\/[0-9a-f-]{36}\/proof\.pdf$/,
      )

      await dialog.getByLabel('Ich habe den Entwurf geprüft').check()
      await dialog.getByRole('button', { name: 'Geprüft – in den Warenkorb' }).click()
      await expect(page).toHaveURL(/\/de\/warenkorb/)
      await expect(page.getByTestId('cart-line-calendar')).toHaveCount(1)
    })

    test('a photo book’s proof: the cover spread, then every spread in order', async ({ page }) => {
      await page.goto(`${POSTER_ORIGIN}/de/configurator-photobook?designGroupSetId=403`)
      const thumbs = page.getByTestId('page-thumb')
      await expect(thumbs.first()).toBeVisible()
      const count = await thumbs.count()
      expect(count).toBeGreaterThan(2)

      const dialog = await openProof(page, 'photobook')
      await expect(dialog).toContainText('So wird Ihr Fotobuch gedruckt')
      // The print file's pages (ADR 0084): the cover, then the inner pages one by one, as printed.
      const pages = dialog.locator('[data-proof-page]')
      await expect(pages.first()).toBeVisible({ timeout: 60_000 })
      const printed = await pages.count()
      expect(printed).toBeGreaterThanOrEqual(count)
      await expect(pages.first().locator('figcaption')).toHaveText(`Druckseite 1 von ${printed}`)
      await expect(pages.first()).toHaveAttribute('data-proof-state', 'loaded', { timeout: 30_000 })
      // No photo in the book yet: the proof says so and nothing can be confirmed into the cart.
      await expect(dialog).toContainText('Legen Sie zuerst mindestens ein Foto in Ihr Buch.')
      await dialog.getByLabel('Ich habe den Entwurf geprüft').check()
      await expect(dialog.getByRole('button', { name: 'Geprüft – in den Warenkorb' })).toBeDisabled()
      await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click()
      await expect(dialog).toBeHidden()
    })
  })
}

test('the US shop: an empty photo slot says “Your photo”, never the design’s German', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/us/configurator-calendar?designGroupId=2101&year=2027&startMonth=1`)
  // The cover's first picture, drawn by the server before the canvas takes over.
  const still = await page.locator('img[src^="data:image/svg+xml"]').first().getAttribute('src')
  expect(decodeURIComponent(still ?? '')).toContain('Your photo')
  expect(decodeURIComponent(still ?? '')).not.toContain('Ihr Foto')

  const dialog = await openProof(page, 'calendar')
  await expect(dialog).toContainText('This is how your calendar is printed')
  const cover = dialog.locator('[data-proof-page="front"]')
  await expect(cover).toHaveAttribute('data-proof-state', 'loaded', { timeout: 30_000 })
  await expect(dialog).not.toContainText('Ihr Foto')
  await expect(dialog.locator('[data-proof-page]').nth(1).locator('figcaption')).toHaveText('January 2027')
  await expect(dialog.getByRole('button', { name: 'Checked – add to cart' })).toBeDisabled()
})
