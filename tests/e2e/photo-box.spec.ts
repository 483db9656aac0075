import { expect, test, type Page } from './fixtures'
import { mmToPt } from '../../lib/shop/design-print/design/geometry'
import { boxOf, pageImageWidths } from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { orderByPrepayment, printFilesOf, tab, uploadPhotos } from './photo-product-support'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

/**
 * The photo box end to end (issue 29 point 1, ADR 0075), on desktop and phone: the design names in
 * the shop's language, a 13 × 18 box on Hahnemühle paper, twelve photos uploaded for a box of ten
 * (refused until two are removed), one print cropped, a low-resolution photo flagged, the box in the
 * cart and back into the configurator, and once ordered its two print files read back: the lid with
 * bleed and the ten prints at their size in each photo's orientation.
 */

const CONFIGURATOR = `${POSTER_ORIGIN}/de/configurator-photobox`
const SIZE_13x18 = [130, 180]

/**
 * Twelve photos: landscape and portrait in turn, sharp enough for 13 × 18 cm even when zoomed in
 * twice, the last one too small for a sharp print.
 */
const uploadTwelve = (page: Page) =>
  uploadPhotos(
    page,
    12,
    (i) => (i === 11 ? [400, 300] : i % 2 ? [1500, 2000] : [2000, 1500]),
    (i) => `box-${i + 1}.jpg`,
  )

const mm = (pt: number) => pt / mmToPt(1)
function sizeMm(box: number[]): [number, number] {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = box
  return [Math.round(mm(x1 - x0)), Math.round(mm(y1 - y0))]
}

test('design names speak the shop’s language; a tile’s link opens its box', async ({ page }) => {
  await page.goto(CONFIGURATOR)
  const designs = page.getByTestId('photobox-design')
  await expect(designs.locator('[data-design-type="dt41"]')).toHaveText('Pünktchenzauber')
  await expect(designs.locator('[data-design-type="dt42"]')).toHaveText('Klassisch')
  await page.goto(`${POSTER_ORIGIN}/us/configurator-photobox?photoboxFormat=13x18&quantity=30`)
  await expect(page.getByTestId('photobox-design').locator('[data-design-type="dt41"]')).toHaveText(
    'Pretty points',
  )
  await expect(page.getByTestId('photobox-format')).toHaveValue('13x18')
  await expect(page.getByTestId('photobox-quantity')).toHaveValue('30')
  await expect(page.getByTestId('photobox-price')).toContainText('$')
  // The card brand sells the box too.
  const response = await page.goto(`${CARD_ORIGIN}/de/configurator-photobox/`)
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('photobox-form')).toBeVisible()
})

test('the photo-box page links into the configurator with the box it shows', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/de/fotoboxen`)
  await expect(page.getByTestId('photobox-designs')).toContainText('Pünktchenzauber')
  await expect(page.getByTestId('photobox-single-prints').first()).toHaveAttribute(
    'href',
    '/de/configurator-photoprint',
  )
  await page.getByTestId('photobox-design-now').first().click()
  await expect(page).toHaveURL(
    /\/de\/configurator-photobox\?.*photoboxType=premium&photoboxFormat=13x18&photoboxMaterial=hahnemuehle/,
  )
  await expect(page.getByTestId('photobox-type')).toHaveValue('premium')
  await expect(page.getByTestId('photobox-format')).toHaveValue('13x18')
  await expect(page.getByTestId('photobox-material')).toHaveValue('hahnemuehle')
})

test('options change the box, its price and the URL; a reload reopens them', async ({ page }) => {
  await page.goto(CONFIGURATOR)
  const price = page.getByTestId('photobox-price')
  await expect(price).toHaveAttribute('data-state', 'ok')
  const opening = await price.textContent()
  await page.getByTestId('photobox-design').locator('[data-design-type="dt47"]').click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sternenhimmel')
  await page.getByTestId('photobox-format').selectOption('13x18')
  await page.getByTestId('photobox-material').selectOption('hahnemuehle')
  await page.getByTestId('photobox-quantity').selectOption('40')
  await expect(page).toHaveURL(
    /photoboxDesignType=dt47&photoboxType=standard&photoboxFormat=13x18&photoboxMaterial=hahnemuehle&quantity=40/,
  )
  await expect(price).toHaveAttribute('data-state', 'ok')
  // 9.99 € the box, 40 prints at 0.49 € and 0.40 € Hahnemühle each.
  await expect(price).toContainText('45,59')
  expect(await price.textContent()).not.toBe(opening)
  await page.reload()
  await expect(page.getByTestId('photobox-format')).toHaveValue('13x18')
  await expect(page.getByTestId('photobox-quantity')).toHaveValue('40')
  expect(await seriousA11yViolations(page)).toEqual([])
})

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('twelve photos for ten pictures, one cropped, into the cart and back', async ({ page }) => {
      test.setTimeout(180_000)
      await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
      await page.goto(`${CONFIGURATOR}?photoboxFormat=13x18&photoboxMaterial=hahnemuehle&quantity=10`)
      await tab(page, 'Bilder')
      await uploadTwelve(page)
      const prints = page.getByTestId('photobox-print')
      await expect(prints).toHaveCount(12)
      await expect(page.getByTestId('photobox-count')).toHaveText('12 / 10')
      const cart = page.getByTestId('photobox-add-to-cart')
      await expect(cart).toBeDisabled()
      await expect(page.getByText('Die Box fasst 10 Bilder, gewählt sind 12.').first()).toBeVisible()

      // The small photo is flagged; the others are sharp enough.
      await expect(prints.and(page.locator('[data-low-res="true"]'))).toHaveCount(1)
      await expect(prints.last()).toHaveAttribute('data-low-res', 'true')

      // One crop changed: the thumbnail shows the zoomed part.
      const first = prints.first()
      const before = await first.locator('img').getAttribute('style')
      await first.getByTestId('photobox-print-crop').click()
      const dialog = page.getByTestId('photo-crop')
      await expect(dialog).toBeVisible()
      await dialog.getByTestId('photo-crop-zoom-in').click()
      await dialog.getByTestId('photo-crop-zoom-in').click()
      await dialog.getByTestId('photo-crop-done').click()
      await expect(dialog).toBeHidden()
      await expect(first.locator('img')).not.toHaveAttribute('style', before ?? '')

      // The second print moves to the front; two go, the small one among them.
      const second = await prints.nth(1).getAttribute('data-page-id')
      await prints.nth(1).getByTestId('photobox-print-up').click()
      await expect(prints.first()).toHaveAttribute('data-page-id', second ?? '')
      await prints.last().getByTestId('photobox-print-remove').click()
      await prints.last().getByTestId('photobox-print-remove').click()
      await expect(page.getByTestId('photobox-count')).toHaveText('10 / 10')
      // Autosaved (ADR 0102): a reload before the cart keeps the ten prints in their order.
      await expect(page.locator('[data-save-status="saved"]')).toHaveCount(1, { timeout: 15_000 })
      await expect(page).toHaveURL(/[?&]saved=/)
      await page.reload()
      await tab(page, 'Bilder')
      await expect(page.getByTestId('photobox-count')).toHaveText('10 / 10')
      await expect(prints.first()).toHaveAttribute('data-page-id', second ?? '')
      // The prints are edited in their list: no toolbar button per print (they showed message keys).
      await expect(page.getByRole('group', { name: 'Seiten', exact: true })).toBeHidden()
      await expect(prints.and(page.locator('[data-low-res="true"]'))).toHaveCount(0)
      await expect(cart).toBeEnabled()
      expect(await seriousA11yViolations(page)).toEqual([])
      // Nothing runs off the side of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

      // The lid's text.
      await tab(page, 'Deckel')
      await page.getByTestId('photobox-lid-text').fill('Sommer 2026')

      await cart.click()
      await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })
      const line = page.getByTestId('cart-line-photobox')
      await expect(line).toHaveCount(1)
      await expect(line).toContainText('Fotobox Pünktchenzauber, 10 Abzüge 13 × 18 cm, Hahnemühle-Papier')
      await line.getByRole('link', { name: /bearbeiten/i }).click()
      await expect(page).toHaveURL(/\/de\/configurator-photobox\?.*line=/)
      await expect(page.getByTestId('photobox-add-to-cart')).toHaveText('Änderungen übernehmen')
      // The tabs work once the page is hydrated (the boxes field is enabled then); a click before is lost.
      await expect(page.getByTestId('photobox-boxes')).toBeEnabled()
      await tab(page, 'Bilder')
      await expect(page.getByTestId('photobox-count')).toHaveText('10 / 10')
    })
  })
}

test('an ordered box prints its lid (with its photo and bleed) and ten prints at their size', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  await page.goto(`${CONFIGURATOR}?photoboxFormat=13x18&photoboxMaterial=hahnemuehle&quantity=10`)
  await tab(page, 'Bilder')
  await uploadPhotos(
    page,
    10,
    (i) => (i % 2 ? [900, 1200] : [1200, 900]),
    (i) => `druck-${i + 1}.jpg`,
  )
  await expect(page.getByTestId('photobox-count')).toHaveText('10 / 10')
  // The first photo on the lid too: tapped in the lid tab's tray.
  await tab(page, 'Deckel')
  await page.getByTestId('tray-photo').first().click()
  await expect(page.getByTestId('tray-photo').and(page.locator('[data-used="true"]'))).toHaveCount(1)
  await page.getByTestId('photobox-add-to-cart').click()
  await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })

  const number = await orderByPrepayment(page, `fotobox-${Date.now()}@example.com`)
  const { lid, prints } = await printFilesOf(page, number, ['lid', 'prints'] as const)
  expect(lid.getPageCount()).toBe(1)
  const lidPage = lid.getPage(0)
  expect(sizeMm(boxOf(lidPage, 'TrimBox'))).toEqual([142, 192])
  expect(sizeMm(boxOf(lidPage, 'BleedBox'))).toEqual([148, 198])
  expect(pageImageWidths(lidPage)).toHaveLength(1)
  expect(prints.getPageCount()).toBe(10)
  prints.getPages().forEach((print, i) => {
    const trim = sizeMm(boxOf(print, 'TrimBox'))
    // Landscape photos print landscape, portrait ones portrait.
    expect(trim).toEqual(i % 2 ? SIZE_13x18 : [...SIZE_13x18].reverse())
    expect(pageImageWidths(print)).toHaveLength(1)
  })
})
