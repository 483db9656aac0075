import { expect, test } from './fixtures'
import { BRAND_PAGES } from './support'

/** The brand's 404 page: status, spec title, teaser with one h1 and a way back to the locale home. */

for (const brand of BRAND_PAGES) {
  test(`${brand.key}: 404 status, spec title, teaser and a link back home`, async ({ page }) => {
    const response = await page.goto(brand.origin + brand.missing)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('404 - Page not found')
    // The URL stays as typed: the 404 is rendered in place, not reached by a redirect.
    expect(new URL(page.url()).pathname).toBe(brand.missing)
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand.key)
    const teaser = page.getByTestId('not-found-teaser')
    await expect(teaser).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(teaser.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(teaser.getByRole('img')).toBeVisible()

    const home = teaser.getByRole('link', { name: 'Zur Startseite' })
    await expect(home).toHaveAttribute('href', brand.home)
    await home.click()
    await expect(page).toHaveURL(brand.origin + brand.home)
    await expect(page).not.toHaveTitle('404 - Page not found')
    await expect(page.getByTestId('not-found-teaser')).toHaveCount(0)
  })
}

test('an unserved country prefix shows the 404 in the visitor’s locale', async ({ page }) => {
  const response = await page.goto('/fr/', { waitUntil: 'domcontentloaded' })
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('404 - Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(
    page.getByTestId('not-found-teaser').getByRole('link', { name: 'Zur Startseite' }),
  ).toHaveAttribute('href', '/de/')
})

test.describe('in a de-CH browser', () => {
  test.use({ locale: 'de-CH' })

  test('the 404 of an unserved prefix links to the Swiss home page', async ({ page }) => {
    const response = await page.goto('/it/hochzeit/')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH')
    await expect(
      page.getByTestId('not-found-teaser').getByRole('link', { name: 'Zur Startseite' }),
    ).toHaveAttribute('href', '/ch/')
  })
})
