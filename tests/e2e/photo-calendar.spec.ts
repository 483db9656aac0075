import { expect, test } from './fixtures'
import { CALENDAR_BLEED_MM } from '../../lib/shop/design-print/design/calendar-spec'
import { mmToPt } from '../../lib/shop/design-print/design/geometry'
import { CALENDAR_FORMAT_SIZES_MM } from '../../lib/model/calendar-keys'
import {
  boxOf,
  pageFonts,
  pageImageWidths,
  pageTexts,
} from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { orderByPrepayment, printFilesOf, tab, uploadPhotos } from './photo-product-support'
import { POSTER_ORIGIN, seriousA11yViolations } from './support'

/**
 * The calendar end to end (issue 28 points 1, 2, 5 and 6, ADR 0072), on desktop and phone: the options
 * in the URL and back, 13/14 months only after January, a set of photos uploaded and laid over cover
 * and months in one click, a region's holidays and a birthday, the preflight, the calendar in the cart
 * and from its line back into the configurator, then ordered, and its print file read back from the
 * back office. The US shop speaks English and prices in dollars.
 */

const CONFIGURATOR = `${POSTER_ORIGIN}/de/configurator-calendar`

test('options change the calendar and the URL; a shared link reopens them', async ({ page }) => {
  await page.goto(`${CONFIGURATOR}?designGroupId=2101&year=2027&startMonth=1`)
  await expect(page.getByTestId('calendar-price')).toHaveAttribute('data-state', 'ok')
  const opening = await page.getByTestId('calendar-price').textContent()
  // Cover, twelve months and the back, the months named in German.
  await expect(page.getByTestId('page-thumb')).toHaveCount(14)
  await expect(page.getByTestId('page-strip')).toContainText('Januar 2027')
  // The strip draws each page, not just its name (as an inline box the thumbnail was 0 px wide).
  const thumb = await page.getByTestId('page-thumb').nth(1).locator('span').first().boundingBox()
  expect(thumb?.width).toBeGreaterThan(30)

  // 13 or 14 months only once the calendar starts after January.
  await expect(page.getByTestId('calendar-months').locator('option')).toHaveCount(1)
  await page.getByTestId('calendar-start-month').selectOption('7')
  await page.getByTestId('calendar-months').selectOption('14')
  await expect(page.getByTestId('page-thumb')).toHaveCount(16)
  await expect(page.getByTestId('page-strip')).toContainText('Februar 2028')
  await expect(page).toHaveURL(/startMonth=7.*months=14/)

  // Foil comes on the matt paper only.
  await expect(page.getByTestId('calendar-refinement').locator('option')).toHaveCount(1)
  await page.getByTestId('calendar-paper').selectOption('matt')
  await page.getByTestId('calendar-refinement').selectOption('gold')
  await expect(page).toHaveURL(/paperType=matt.*refinementType=gold/)
  await expect(page.getByTestId('calendar-price')).toHaveAttribute('data-state', 'ok')
  expect(await page.getByTestId('calendar-price').textContent()).not.toBe(opening)

  // Another type carries on with that type's group, in a size it is made in.
  await page.getByTestId('calendar-type').selectOption('family-planner')
  await expect(page.getByTestId('calendar-format')).toHaveValue(/200-400|a3-hoch/)
  await expect(page.getByRole('tab', { name: 'Personen', exact: true })).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('calendar-type')).toHaveValue('family-planner')
  await expect(page.getByTestId('calendar-start-month')).toHaveValue('7')
  await expect(page.getByTestId('calendar-months')).toHaveValue('14')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('an unknown design group is a 404', async ({ page }) => {
  const response = await page.goto(`${CONFIGURATOR}?designGroupId=999999`)
  expect(response?.status()).toBe(404)
})

test('the US shop: months in English, federal holidays, dollars', async ({ page }) => {
  await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
  await page.goto(`${POSTER_ORIGIN}/us/configurator-calendar?designGroupId=2101&year=2027&startMonth=1`)
  await expect(page.getByTestId('page-strip')).toContainText('January 2027')
  await expect(page.getByTestId('calendar-price')).toContainText('$')
  await expect(page.getByTestId('calendar-format')).toContainText('in')
  await tab(page, 'Public holidays')
  await expect(page.getByTestId('calendar-holiday-region')).toContainText('federal holidays')
})

/**
 * The walks: a calendar of 2027 on a desktop, and on a phone one that starts in September and runs
 * 13 months, to September 2028 (a leap year's February, so the birthday is on the 29th).
 */
const WALKS = [
  { phone: false, startMonth: 1, months: 12 },
  { phone: true, startMonth: 9, months: 13 },
] as const

for (const { phone, startMonth, months } of WALKS) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test(`${months} months: photos in, fill, a swap, holidays and a birthday, preflight, cart, order, print file`, async ({
      page,
    }) => {
      test.setTimeout(300_000)
      await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
      const span = months === 12 ? '' : `&months=${months}`
      await page.goto(
        `${CONFIGURATOR}?designGroupId=2101&formatType=a4-quer&year=2027&startMonth=${startMonth}${span}`,
      )
      // Cover, the months and the back.
      await expect(page.getByTestId('page-thumb')).toHaveCount(months + 2)
      await tab(page, 'Fotos')
      await uploadPhotos(
        page,
        4,
        () => [1500, 1000],
        (i) => `jahr-${i + 1}.jpg`,
      )
      await page.getByTestId('calendar-fill').click()
      await expect(page.getByTestId('tray-photo').and(page.locator('[data-used="true"]'))).toHaveCount(4)
      // Four photos: the cover and three months hold one, the other months are still empty.
      await expect(
        page.locator('[data-testid="page-thumb"][data-role="month"][data-blank="false"]'),
      ).toHaveCount(3)

      // A photo into an empty month: tapped in the tray, then the month in the strip.
      const sixth = page.locator('[data-testid="page-thumb"][data-page-id="month-6"]')
      await expect(sixth).toHaveAttribute('data-blank', 'true')
      await page.getByTestId('tray-photo').first().click()
      await sixth.click()
      await expect(sixth).toHaveAttribute('data-blank', 'false')

      await tab(page, 'Feiertage')
      await page
        .getByTestId('calendar-holiday-region')
        .getByLabel('Bundesland oder Kanton')
        .selectOption('BY')
      await expect(page).toHaveURL(/holidays=DE-BY/)

      await tab(page, 'Termine')
      const events = page.getByTestId('calendar-events')
      await events.getByLabel('Text').fill('Omas Geburtstag')
      await events.getByLabel('Tag', { exact: true }).selectOption('29')
      await events.getByLabel('Monat', { exact: true }).selectOption('2')
      await events.getByRole('button', { name: 'Hinzufügen' }).click()
      await expect(events).toContainText('29. Februar · Omas Geburtstag')

      await tab(page, 'Prüfen')
      await expect(page.getByTestId('editor-preflight')).toContainText('ist noch leer')

      // The shopper's photos per page as the strip shows them: the print file must carry the same.
      const photosPerPage = await page
        .getByTestId('page-thumb')
        .evaluateAll((thumbs) => thumbs.map((thumb) => thumb.querySelectorAll('img').length))
      expect(photosPerPage.reduce((sum, n) => sum + n, 0)).toBe(5)

      await page.getByTestId('calendar-add-to-cart').click()
      await expect(page).toHaveURL(/\/de\/warenkorb/, { timeout: 30_000 })
      const line = page.getByTestId('cart-line-calendar')
      await expect(line).toHaveCount(1)
      await expect(line).toContainText('2027')
      await line.getByRole('link', { name: /bearbeiten/ }).click()
      await expect(page).toHaveURL(/\/de\/configurator-calendar\?.*line=/)
      await expect(page.getByTestId('calendar-add-to-cart')).toHaveText('Änderungen übernehmen')
      // Hydrated: the form's submit button (for before the scripts) has gone.
      await expect(page.getByTestId('calendar-form').getByRole('button', { name: 'Übernehmen' })).toHaveCount(
        0,
      )
      await tab(page, 'Termine')
      await expect(page.getByTestId('calendar-events')).toContainText('Omas Geburtstag')

      const number = await orderByPrepayment(page, `kalender-${months}-${Date.now()}@example.com`)
      const { main: pdf } = await printFilesOf(page, number, ['main'] as const)
      // One file: the cover, every month, the back.
      expect(pdf.getPageCount()).toBe(months + 2)
      const [widthMm, heightMm] = CALENDAR_FORMAT_SIZES_MM['a4-quer']
      const bleed = mmToPt(CALENDAR_BLEED_MM)
      pdf.getPages().forEach((sheet, index) => {
        const [tx0, ty0, tx1, ty1] = boxOf(sheet, 'TrimBox') as [number, number, number, number]
        expect(tx1 - tx0).toBeCloseTo(mmToPt(widthMm), 0)
        expect(ty1 - ty0).toBeCloseTo(mmToPt(heightMm), 0)
        const [bx0, by0, bx1, by1] = boxOf(sheet, 'BleedBox') as [number, number, number, number]
        expect([tx0 - bx0, ty0 - by0, bx1 - tx1, by1 - ty1].map((d) => d.toFixed(1))).toEqual(
          Array(4).fill(bleed.toFixed(1)),
        )
        // Text is set in embedded fonts, and each page carries just the shopper's photos it shows
        // in the editor, at the upload's full width: the grid is no picture.
        expect(pageFonts(sheet).every((font) => font.embedded)).toBe(true)
        expect(pageImageWidths(sheet), `page ${index + 1}`).toEqual(Array(photosPerPage[index]).fill(1500))
      })
      // Every month's grid is text: its day numbers up to the month's last day.
      for (let month = 1; month <= months; month++) {
        const texts = pageTexts(pdf.getPage(month))
        expect(pageFonts(pdf.getPage(month)).length).toBeGreaterThan(0)
        expect(texts, `month page ${month}`).toEqual(expect.arrayContaining(['1', '15', '28']))
      }
      // An empty slot is grey on paper, without the editor's hint in it.
      expect(pdf.getPages().flatMap(pageTexts)).not.toContain('Ihr Foto')
      // Bavaria's holidays and the birthday are printed on their days (29 February only in 2028).
      const pageOfMonth = (month: number) => ((month - startMonth + 12) % 12) + 1
      expect(pageTexts(pdf.getPage(pageOfMonth(1)))).toContain('Heilige Drei Könige')
      if (months === 13) {
        const february = pageTexts(pdf.getPage(pageOfMonth(2)))
        expect(february.slice(february.indexOf('29'))).toContain('Omas Geburtstag')
      }
    })
  })
}
