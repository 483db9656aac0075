import { expect, test, type Page } from '@playwright/test'
import { CARD_ORIGIN } from './support'

/**
 * The cookie banner is in the server's HTML (it paints with the page, not after hydration) and a
 * small inline gate hides it before the first paint for a browser that has chosen (ADR 0030). With
 * Next's scripts blocked, only the HTML and the gate decide what a visitor sees at first paint: on a
 * prerendered page and a listing rendered once for everyone ('unsafe-inline', ADR 0031), and on one
 * rendered per request (nonce CSP, 'strict-dynamic').
 */

const PAGES = [
  { name: 'prerendered home', path: '/de/' },
  { name: 'shared listing', path: '/de/products/hochzeit/' },
  { name: 'per-request cart', path: '/de/warenkorb/' },
]

/** Blocks the app's JavaScript, so React never hydrates, and records CSP violations. */
async function htmlOnly(page: Page): Promise<string[]> {
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort())
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

for (const { name, path } of PAGES) {
  test.describe(`consent banner at first paint, ${name}`, () => {
    test.describe('first visitor', () => {
      test.use({ storageState: { cookies: [], origins: [] } })

      test('the server HTML holds the banner and shows it without hydration', async ({ page, request }) => {
        const html = await (await request.get(`${CARD_ORIGIN}${path}`)).text()
        expect(html).toContain('data-testid="consent-banner"')
        const violations = await htmlOnly(page)
        await page.goto(`${CARD_ORIGIN}${path}`)
        await expect(page.getByTestId('consent-banner')).toBeVisible()
        expect(await page.locator('html').getAttribute('data-consent-given')).toBeNull()
        expect(violations).toEqual([])
      })
    })

    test.describe('visitor who has chosen', () => {
      // The default storage state of the suite carries cookie_consent=v1.s0.m0.
      test('the gate hides the banner before any app script runs', async ({ page }) => {
        const violations = await htmlOnly(page)
        await page.goto(`${CARD_ORIGIN}${path}`)
        await expect(page.locator('html')).toHaveAttribute('data-consent-given', '')
        await expect(page.getByTestId('consent-banner')).toBeHidden()
        expect(violations).toEqual([])
      })

      test('after hydration it stays hidden and the footer link still opens it', async ({ page }) => {
        await page.goto(`${CARD_ORIGIN}${path}`)
        await expect(page.getByTestId('consent-banner')).toHaveCount(0)
        await expect(page.locator('html')).not.toHaveAttribute('data-consent-given')
        await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
        await expect(page.getByTestId('consent-banner')).toBeVisible()
      })
    })

    test.describe('visitor with an unreadable choice', () => {
      test.use({
        storageState: {
          cookies: [
            {
              name: 'cookie_consent',
              value: 'v0.old',
              domain: 'localhost',
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      })

      test('is asked again', async ({ page }) => {
        await page.goto(`${CARD_ORIGIN}${path}`)
        await expect(page.getByTestId('consent-banner')).toBeVisible()
      })
    })
  })
}

test.describe('a browser without JavaScript', () => {
  test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } })

  // Nothing measures or advertises without scripts, and the banner's buttons could not answer.
  test('is not shown the banner', async ({ page }) => {
    await page.goto(`${CARD_ORIGIN}/de/products/hochzeit/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('consent-banner')).toBeHidden()
  })
})
