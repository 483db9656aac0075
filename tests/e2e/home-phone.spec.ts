import { devices, expect, test, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

/** The home pages on a phone (Pixel 7 viewport, touch), whichever project runs this file. */
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7']
test.use(pixel)

const teaser = (page: Page) => page.locator('[data-container="main_teaser"]')

for (const [url, locale] of [
  [`${CARD_ORIGIN}/de/`, 'de-DE'],
  [`${POSTER_ORIGIN}/us`, 'en-US'],
] as const) {
  test.describe(locale, () => {
    // A visitor whose language matches the shop gets no country-switch pop-up over the page.
    test.use({ locale })

    test(`${url}: fits the screen, dialogs and FAQ work, axe clean`, async ({ page }) => {
      await page.goto(url)
      await expect(teaser(page).locator('img').first()).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      const faq = page.locator('[data-container="seo_questions"] summary').first()
      await faq.tap()
      await expect(page.locator('[data-container="seo_questions"] details').first()).toHaveAttribute(
        'open',
        '',
      )
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  })
}

test('card: a selling-point dialog opens by tap', async ({ page }) => {
  await page.goto('/de/')
  await page.getByRole('button', { name: /Expressversand/ }).tap()
  await expect(page.getByRole('dialog', { name: 'Expressversand' })).toBeVisible()
})
