import { expect, test, type Page } from './fixtures'
import { mmToPt } from '../../lib/shop/design-print/design/geometry'
import { photobookCoverLayout } from '../../lib/shop/design-print/design/photobook-spec'
import { boxOf } from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { orderByPrepayment, printFilesOf, tab, uploadPhotos } from './photo-product-support'
import { POSTER_ORIGIN, seriousA11yViolations } from './support'

/**
 * The photo book end to end (issue 28 points 3, 4 and 7, ADR 0073), on desktop and phone: in from an
 * overview tile with its filters, the options in the URL, a set of photos uploaded and laid through the
 * book in one click, a spread's layout changed, a spread added (the price follows), the preflight, and
 * the book in the cart with its cover photo and the way back into the configurator.
 */

const OVERVIEW = `${POSTER_ORIGIN}/de/alle-fotobuecher`

/** A holiday's photos, landscape and portrait in turn. */
const uploadSet = (page: Page, count: number) =>
  uploadPhotos(
    page,
    count,
    (i) => (i % 2 ? [900, 1200] : [1200, 800]),
    (i) => `urlaub-${i + 1}.jpg`,
  )

test('a tile opens the configurator with its set; back keeps the overview’s filters', async ({ page }) => {
  await page.goto(`${OVERVIEW}?aspectRatio=square&style=boho`)
  const tile = page.getByTestId('design-tile')
  await expect(tile).toHaveCount(1)
  await tile.click()
  await expect(page).toHaveURL(/\/de\/configurator-photobook\?designGroupSetId=402/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Boho-Hochzeit')
  await expect(page.getByTestId('photobook-form')).toBeVisible()
  await page.getByTestId('back-to-overview').click()
  await expect(page).toHaveURL(`${OVERVIEW}?aspectRatio=square&style=boho`)
  await expect(page.getByRole('radio', { name: 'Quadratisch' })).toBeChecked()
})

test('options change the book and the URL; a shared link reopens them', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/de/configurator-photobook?designGroupSetId=403`)
  await expect(page.getByTestId('photobook-price')).toHaveAttribute('data-state', 'ok')
  const opening = await page.getByTestId('photobook-price').textContent()
  await page.getByTestId('photobook-type').selectOption('fotoheft')
  // A booklet is soft, stapled and on its own papers: the form follows.
  await expect(page.getByTestId('photobook-cover')).toHaveValue('soft')
  await expect(page.getByTestId('photobook-binding')).toHaveValue('heftbindung')
  await expect(page).toHaveURL(/type=fotoheft.*cover=soft.*binding=heftbindung/)
  await page.getByTestId('photobook-pages').selectOption('32')
  await expect(page).toHaveURL(/pageCount=32/)
  await expect(page.getByTestId('page-thumb')).toHaveCount(17)
  await expect(page.getByTestId('photobook-price')).toHaveAttribute('data-state', 'ok')
  expect(await page.getByTestId('photobook-price').textContent()).not.toBe(opening)
  await page.reload()
  await expect(page.getByTestId('photobook-type')).toHaveValue('fotoheft')
  await expect(page.getByTestId('photobook-pages')).toHaveValue('32')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('an unknown set is a 404', async ({ page }) => {
  const response = await page.goto(`${POSTER_ORIGIN}/de/configurator-photobook?designGroupSetId=999`)
  expect(response?.status()).toBe(404)
})

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('photos in, auto-fill, a layout, a spread more, preflight, into the cart and back', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
      await page.goto(`${POSTER_ORIGIN}/de/configurator-photobook?designGroupSetId=405&pageCount=24`)
      await tab(page, 'Fotos')
      await uploadSet(page, 6)
      await page.getByTestId('photobook-autofill').click()
      await expect(page.getByTestId('tray-photo').and(page.locator('[data-used="true"]'))).toHaveCount(6)
      // Six photos over 24 pages: some spreads hold photos now, the strip shows which.
      await expect(
        page.locator('[data-testid="page-thumb"][data-role="spread"][data-blank="false"]'),
      ).not.toHaveCount(0)

      // A layout for the left page of the first spread.
      await page.getByTestId('page-thumb').nth(1).click()
      await tab(page, 'Layout')
      await page.getByTestId('photobook-layouts').locator('[data-layout="p2-columns"]').click()

      // One spread more: the price follows the page count.
      const before = await page.getByTestId('photobook-price').textContent()
      await page.getByTestId('photobook-add-spread').click()
      await expect(page.getByTestId('page-thumb')).toHaveCount(14)
      await expect(page).toHaveURL(/pageCount=26/)
      await expect(page.getByTestId('photobook-price')).not.toHaveText(before ?? '')

      // The preflight names the pages left blank; its buttons keep their words whole in the narrow panel.
      await tab(page, 'Prüfen')
      await expect(page.getByTestId('editor-preflight')).toBeVisible()
      const cut = await page
        .getByTestId('editor-preflight')
        .locator('button')
        .evaluateAll((buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth + 1).length)
      expect(cut).toBe(0)
      // The options' selects are wide enough for their words: one a row on a phone, not two cut ones.
      const columns = await page
        .getByTestId('photobook-form')
        .evaluate((form) => getComputedStyle(form).gridTemplateColumns.split(' ').length)
      if (phone) expect(columns).toBe(1)

      await page.getByTestId('photobook-add-to-cart').click()
      await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })
      const line = page.getByTestId('cart-line-photobook')
      await expect(line).toHaveCount(1)
      await expect(line).toContainText('26 Seiten')
      await expect(line.getByTestId('photo-product-thumbnail')).toBeVisible()
      await line.getByRole('link', { name: /bearbeiten/ }).click()
      // The configurator writes the line's options into its URL after opening it: the line may
      // stand anywhere in the query.
      await expect(page).toHaveURL(/\/de\/configurator-photobook\?(?:.*&)?line=/)
      await expect(page.getByTestId('photobook-pages')).toHaveValue('26')
      await expect(page.getByTestId('photobook-add-to-cart')).toHaveText('Änderungen übernehmen')
    })
  })
}

test('an ordered book prints as cover (with its spine) and inner block, read back from the PDFs', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  await page.goto(`${POSTER_ORIGIN}/de/configurator-photobook?designGroupSetId=405&pageCount=24`)
  await tab(page, 'Fotos')
  await uploadSet(page, 4)
  await page.getByTestId('photobook-autofill').click()
  await expect(page.getByTestId('tray-photo').and(page.locator('[data-used="true"]'))).toHaveCount(4)
  const spec = await page.evaluate(() => new URL(window.location.href).searchParams.get('type'))
  expect(spec).toBe('digitalfotobuch')
  await page.getByTestId('photobook-add-to-cart').click()
  await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })

  const number = await orderByPrepayment(page, `fotobuch-${Date.now()}@example.com`)
  const { cover, inner } = await printFilesOf(page, number, ['cover', 'inner'] as const)
  expect(cover.getPageCount()).toBe(1)
  const [x0, , x1] = boxOf(cover.getPage(0), 'TrimBox')
  const expected = photobookCoverLayout({
    type: 'digitalfotobuch',
    format: 'din-landscape',
    cover: 'hard',
    paper: 'standard',
    pageCount: 24,
  })
  expect((x1! - x0!) / mmToPt(1)).toBeCloseTo(expected.sizeMm.width, 0)
  expect(inner.getPageCount()).toBe(24)
  const [ix0, , ix1] = boxOf(inner.getPage(0), 'TrimBox')
  expect((ix1! - ix0!) / mmToPt(1)).toBeCloseTo(297, 0)
})

test('the book saves itself: the URL names the saved design, and a reload reopens it', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(`${POSTER_ORIGIN}/de/configurator-photobook?designGroupSetId=407`)
  await tab(page, 'Fotos')
  await uploadSet(page, 2)
  await page.getByTestId('photobook-autofill').click()
  await expect(page).toHaveURL(/[?&]saved=[0-9a-f-]{36}/, { timeout: 30_000 })
  await page.reload()
  await tab(page, 'Fotos')
  await expect(page.getByTestId('tray-photo').and(page.locator('[data-used="true"]'))).toHaveCount(2)
  await expect(
    page.locator('[data-testid="page-thumb"][data-role="spread"][data-blank="false"]'),
  ).not.toHaveCount(0)
})
