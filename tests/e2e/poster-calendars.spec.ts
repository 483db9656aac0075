import { expect, test } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

/** The poster channel's calendar list: filter, sort, show more, state in the URL, both languages. */

const LIST = `${POSTER_ORIGIN}/de/alle-fotokalender`

test('lists the most popular calendars first, 12 at a time, with prices', async ({ page }) => {
  await page.goto(LIST)
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Fotokalender' })).toBeVisible()
  const tiles = page.getByTestId('design-tile')
  await expect(tiles).toHaveCount(12)
  await expect(tiles.first().getByRole('heading')).toHaveText('Familienglück')
  await expect(tiles.first()).toContainText('ab 18,99 €')
  await expect(page.getByTestId('design-progress')).toHaveText('12 von 17 Designs')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('shows more designs until all are shown', async ({ page }) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'Mehr Designs anzeigen' }).click()
  await expect(page).toHaveURL(/[?&]shown=24/)
  await expect(page.getByTestId('design-tile')).toHaveCount(17)
  await expect(page.getByTestId('design-progress')).toHaveText('17 von 17 Designs')
  await expect(page.getByRole('link', { name: 'Mehr Designs anzeigen' })).toHaveCount(0)
})

test('filters by type and sorts by newest, keeping both in the URL', async ({ page }) => {
  await page.goto(LIST)
  await page.getByLabel('Kalenderart').selectOption({ label: 'Wandkalender (7)' })
  await expect(page).toHaveURL(/type=wall/)
  await expect(page.getByTestId('design-tile')).toHaveCount(7)
  await expect(page.getByTestId('design-progress')).toHaveText('7 von 7 Designs')
  await page.getByLabel('Sortieren nach').selectOption('newest')
  await expect(page).toHaveURL(/type=wall.*sort=newest/)
  await expect(page.getByTestId('design-tile').first().getByRole('heading')).toHaveText('Goldene Zeiten')

  // The state is the URL: loading it again shows the same list with the controls set.
  await page.reload()
  await expect(page.getByLabel('Kalenderart')).toHaveValue('wall')
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('newest')
  await expect(page.getByTestId('design-tile').first().getByRole('heading')).toHaveText('Goldene Zeiten')
  await page.getByRole('link', { name: 'Filter zurücksetzen' }).click()
  await expect(page.getByTestId('design-progress')).toHaveText('12 von 17 Designs')
})

test('says so when no calendar matches, and ignores values it does not know', async ({ page }) => {
  await page.goto(`${LIST}?type=kitchen&style=elegant`)
  await expect(page.getByRole('status')).toHaveText(/keine Designs/)
  await page.goto(`${LIST}?type=poster&sort=cheapest&shown=abc`)
  await expect(page.getByTestId('design-tile')).toHaveCount(12)
})

test('speaks English with dollar prices in the US shop', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/us/alle-fotokalender?type=table`)
  await expect(page.getByRole('heading', { level: 1, name: 'All photo calendars' })).toBeVisible()
  await expect(page.getByLabel('Calendar type')).toHaveValue('table')
  await expect(page.getByTestId('design-tile').first()).toContainText('Desk calendar')
  await expect(page.getByTestId('design-tile').first()).toContainText('from $')
  await expect(page.getByTestId('design-progress')).toHaveText('4 of 4 designs')
})

test('Swiss prices are in francs', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/ch/alle-fotokalender`)
  await expect(page.getByTestId('design-tile').first()).toContainText('CHF')
})

test('a tile opens the calendar configurator with its design; back keeps type and order', async ({
  page,
}) => {
  await page.goto(`${LIST}?type=wall&sort=newest`)
  const first = page.getByTestId('design-tile').first()
  const name = (await first.getByRole('heading').textContent()) ?? ''
  await first.click()
  // The configurator writes every option into the URL once it runs; the list query stays last.
  await expect(page).toHaveURL(
    /\/de\/configurator-calendar\?designGroupId=\d+(&.+)?&list=type%3Dwall%26sort%3Dnewest$/,
  )
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await page.getByTestId('back-to-overview').click()
  await expect(page).toHaveURL(`${LIST}?type=wall&sort=newest`)
  await expect(page.getByLabel('Kalenderart')).toHaveValue('wall')
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('newest')
})

test('the card brand has no calendar list', async ({ page }) => {
  const response = await page.goto(`${CARD_ORIGIN}/de/alle-fotokalender/`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('filters and shows more without sideways scrolling', async ({ page }) => {
    await page.goto(LIST)
    await page.getByLabel('Stil').selectOption('photo')
    await expect(page).toHaveURL(/style=photo/)
    await expect(page.getByTestId('design-tile')).toHaveCount(3)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
