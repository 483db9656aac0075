// Playwright's own test: this spec holds the page's scripts back on purpose (tests/e2e/fixtures.ts
// would wait for them after each navigation).
import { expect, test } from '@playwright/test'
import { addSampleCard } from './support'

/**
 * The checkout is usable HTML from its first paint and its scripts start after it (ADR 0044), so on
 * a slow phone a shopper can type before React has taken the form over. What they typed must still
 * be there, and count, afterwards.
 */
test('a voucher code typed before the checkout hydrated is kept and redeemed', async ({ page }) => {
  await addSampleCard(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  // Not `load`: the held scripts keep the load event from firing.
  await page.goto('/de/kasse/', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Gutscheincode (optional)').fill('FALSCH123')
  release()
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('voucher') ?? {}).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true)
  await expect(page.getByLabel('Gutscheincode (optional)')).toHaveValue('FALSCH123')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(page.getByText('Diesen Gutscheincode kennen wir nicht.')).toBeVisible()
})

/**
 * The account forms post JSON once their scripts run. Before that the submit button is disabled: a
 * quick Enter must not reload the page empty, and above all must not send the password as a query
 * string (a GET form would put it in the URL, the history and the server's logs).
 */
test('a login typed before the page hydrated stays out of the URL and is sent once the form runs', async ({
  page,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/de/kundenkonto/anmelden/', { waitUntil: 'domcontentloaded' })
  const form = page.getByTestId('login-form')
  await form.getByLabel('E-Mail-Adresse', { exact: true }).fill('niemand@example.com')
  await form.getByLabel('Passwort', { exact: true }).fill('Ein falsches Passwort')
  await expect(form.getByRole('button', { name: 'Anmelden' })).toBeDisabled()
  await form.getByLabel('Passwort', { exact: true }).press('Enter')
  expect(page.url()).not.toContain('Passwort')
  expect(new URL(page.url()).search).toBe('')
  release()
  // Playwright waits for the button to be enabled: that is the form taken over by React.
  await form.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByText('E-Mail-Adresse oder Passwort stimmen nicht.')).toBeVisible()
  await expect(form.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue('niemand@example.com')
})
