import sharp from 'sharp'
import { expect, test, type Page } from './fixtures'
import { POSTER_ORIGIN, seriousA11yViolations } from './support'

/**
 * The calendar end to end (issue 28 points 1, 2 and 5, ADR 0072), on desktop and phone: the options
 * in the URL and back, 13/14 months only after January, a set of photos uploaded and laid over cover
 * and months in one click, a region's holidays and a birthday, the preflight, the calendar in the cart
 * and from its line back into the configurator. The US shop speaks English and prices in dollars.
 */

const CONFIGURATOR = `${POSTER_ORIGIN}/de/configurator-calendar`

/** A photo of the given size with a gradient, so each one is its own file. */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i += 3) {
    const px = i / 3
    raw[i] = ((px % width) + seed * 40) % 256
    raw[i + 1] = Math.floor(px / width) % 256
    raw[i + 2] = (seed * 70) % 256
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** A tab by its name; the check tab's name ends with its count of findings. */
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\d*$`) }).click()

test('options change the calendar and the URL; a shared link reopens them', async ({ page }) => {
  await page.goto(`${CONFIGURATOR}?designGroupId=2101&year=2027&startMonth=1`)
  await expect(page.getByTestId('calendar-price')).toHaveAttribute('data-state', 'ok')
  const opening = await page.getByTestId('calendar-price').textContent()
  // Cover, twelve months and the back, the months named in German.
  await expect(page.getByTestId('page-thumb')).toHaveCount(14)
  await expect(page.getByTestId('page-strip')).toContainText('Januar 2027')

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

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('photos in, fill, a swap, holidays and a birthday, preflight, into the cart and back', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.context().addCookies([{ name: 'country_hint_dismissed', value: '1', url: POSTER_ORIGIN }])
      await page.goto(`${CONFIGURATOR}?designGroupId=2101&formatType=a4-quer&year=2027&startMonth=1`)
      await tab(page, 'Fotos')
      const files = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => ({
          name: `jahr-${i + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await photo(1500, 1000, i),
        })),
      )
      await page.getByTestId('photo-set-upload').locator('input[type="file"]').setInputFiles(files)
      await expect(page.getByTestId('tray-photo')).toHaveCount(4, { timeout: 60_000 })
      await page.getByTestId('calendar-fill').click()
      await expect(page.getByTestId('tray-photo').and(page.locator('[data-used="true"]'))).toHaveCount(4)
      // Four photos: the cover and three months hold one, the other months are still empty.
      await expect(
        page.locator('[data-testid="page-thumb"][data-role="month"][data-blank="false"]'),
      ).toHaveCount(3)

      // A photo into an empty month: tapped in the tray, then the month in the strip.
      const june = page.locator('[data-testid="page-thumb"][data-page-id="month-6"]')
      await expect(june).toHaveAttribute('data-blank', 'true')
      await page.getByTestId('tray-photo').first().click()
      await june.click()
      await expect(june).toHaveAttribute('data-blank', 'false')

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
    })
  })
}
