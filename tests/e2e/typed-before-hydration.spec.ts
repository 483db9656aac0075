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
