import { expect, test } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN } from './support'

/** Content pages come from the content store through the container registry. */

test('the footer legal links open the legal pages of the card brand', async ({ page }) => {
  await page.goto('/de/')
  for (const [label, title] of [
    ['Impressum', 'Impressum'],
    ['Datenschutz', 'Datenschutzerklärung'],
    ['AGB', 'Allgemeine Geschäftsbedingungen'],
    ['Widerrufsbelehrung', 'Widerrufsbelehrung'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} | Kartenstudio.de`)
  }
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/widerruf/`)
})

test('the imprint names the company in Munich on both brands', async ({ page }) => {
  await page.goto('/at/impressum/')
  await expect(page.getByText('Kartenstudio GmbH').first()).toBeVisible()
  await expect(page.getByText('80687 München').first()).toBeVisible()
  await page.goto(`${POSTER_ORIGIN}/us/imprint`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint')
  await expect(page.getByText('MYPOSTER GmbH').first()).toBeVisible()
})

test('Swiss content pages write ss for ß', async ({ page }) => {
  await page.goto('/ch/impressum/')
  await expect(page.locator('main')).not.toContainText('ß')
})

test('the contact page shows support hours and the country’s contact data', async ({ page }) => {
  await page.goto('/ch/kontakt/')
  await expect(page.locator('main')).toContainText('08:00–17:00')
  await expect(page.locator('main').getByRole('link', { name: /service@kartenstudio\.ch/ })).toBeVisible()
})
