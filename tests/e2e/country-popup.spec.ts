import { expect, test, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN } from './support'

/** The country-switch pop-up: offered when the browser's country has its own shop, asked once. */

function popup(page: Page) {
  return page.getByRole('dialog', { name: 'Passender Shop für Sie' })
}

async function hintCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((c) => c.name === 'country_hint_dismissed')?.value
}

test.describe('in a de-AT browser', () => {
  test.use({ locale: 'de-AT' })

  test('"stay" closes the pop-up for good', async ({ page }) => {
    await page.goto('/de/')
    await expect(popup(page)).toBeVisible()
    await expect(popup(page)).toContainText('Sie sind im Shop für Deutschland')
    await popup(page).getByRole('button', { name: 'Im Shop für Deutschland bleiben' }).click()
    await expect(popup(page)).toBeHidden()
    await expect(page).toHaveURL(`${CARD_ORIGIN}/de/`)
    await expect.poll(() => hintCookie(page)).toBe('1')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(popup(page)).toHaveCount(0)
  })

  test('"go" opens the Austrian shop on the same page', async ({ page }) => {
    await page.goto('/de/produkte/')
    const go = popup(page).getByRole('link', { name: 'Zum Shop für Österreich' })
    await expect(go).toHaveAttribute('href', '/at/products/')
    await go.click()
    await expect(page).toHaveURL(`${CARD_ORIGIN}/at/products/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT')
    await expect.poll(() => hintCookie(page)).toBe('1')
    await page.waitForLoadState('networkidle')
    await expect(popup(page)).toHaveCount(0)
  })

  test('Escape dismisses it too, on the poster brand', async ({ page }) => {
    await page.goto(`${POSTER_ORIGIN}/de`)
    await expect(popup(page)).toBeVisible()
    await expect(popup(page).getByRole('link', { name: 'Zum Shop für Österreich' })).toHaveAttribute(
      'href',
      '/at',
    )
    await page.keyboard.press('Escape')
    await expect(popup(page)).toBeHidden()
    await expect.poll(() => hintCookie(page)).toBe('1')
  })

  test('is not shown in the shop the browser asks for', async ({ page }) => {
    await page.goto('/at/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('in a de-DE browser', () => {
  test.use({ locale: 'de-DE' })

  test('the German shop shows no pop-up', async ({ page }) => {
    await page.goto('/de/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => navigator.languages[0])).toBe('de-DE')
  })
})

test.describe('in an en-US browser on the poster brand', () => {
  test.use({ locale: 'en-US' })

  test('the German shop offers the US shop, in English', async ({ page }) => {
    await page.goto(`${POSTER_ORIGIN}/de/produkte`)
    const dialog = page.getByRole('dialog', { name: 'A shop made for you' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('lang', 'en-US')
    await expect(dialog).toContainText('You are in our Germany shop')
    const go = dialog.getByRole('link', { name: 'Go to our US shop' })
    await expect(go).toHaveAttribute('href', '/us/products')
    await go.click()
    await expect(page).toHaveURL(`${POSTER_ORIGIN}/us/products`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })
})
