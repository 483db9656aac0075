import { expect as baseExpect, test } from './fixtures'
import { seriousA11yViolations } from './support'

// Each option change or button press is a server render; on a busy machine that takes a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

/** The wishlist: hearts on tiles and the product page, the list at /merkzettel/, per visitor. */

test('a design saved from the listing appears on the wishlist and can be removed there', async ({ page }) => {
  await page.goto('/de/merkzettel/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MERKZETTEL')
  await expect(page.getByText('Ihre persönliche Bestenliste')).toBeVisible()
  await expect(page.getByTestId('design-grid')).toHaveCount(0)

  await page.goto('/de/products/')
  const tile = page.getByTestId('design-grid').getByRole('listitem').first()
  const name = ((await tile.getByRole('link').first().textContent()) ?? '').trim()
  const heart = tile.getByRole('button', { name: /auf den Merkzettel$/ })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(tile.getByRole('button', { name: /vom Merkzettel entfernen$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('banner').getByTestId('wishlist-badge')).toHaveText('1')
  // On the narrowest phone the badge does not squeeze the header's heart (it once shrank to a dot).
  await page.setViewportSize({ width: 360, height: 740 })
  const headerHeart = page.getByRole('banner').locator('a[href$="/wishlist/"] svg')
  expect((await headerHeart.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(20)
  // Saved on the server: a reload still shows the filled heart.
  await page.reload()
  await expect(
    page.getByTestId('design-grid').getByRole('listitem').first().getByRole('button'),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/de/wishlist/')
  const saved = page.getByTestId('design-grid').getByRole('listitem')
  await expect(saved).toHaveCount(1)
  await expect(saved.first()).toContainText(name.split('\n')[0]!)
  await expect(page.getByTestId('wishlist-count')).toHaveText('1 Design gemerkt')
  expect(await seriousA11yViolations(page)).toEqual([])

  await saved
    .first()
    .getByRole('button', { name: /vom Merkzettel entfernen$/ })
    .click()
  await expect(page.getByTestId('design-grid')).toHaveCount(0)
  await expect(page.getByText('Ihr Merkzettel ist noch leer.')).toBeVisible()
})

test('the product page heart toggles, and another visitor does not see it', async ({ page, browser }) => {
  await page.goto('/de/products/')
  await page.getByTestId('design-grid').getByRole('listitem').first().getByRole('link').first().click()
  const toggle = page.getByRole('button', { name: 'Auf den Merkzettel', exact: true })
  // The hydrated heart writes through the shop's API (ADR 0055), not a server action.
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/web-api/wishlist') && response.request().method() === 'POST',
  )
  await toggle.click()
  expect((await answer).status()).toBe(200)
  await expect(page.getByRole('button', { name: 'Vom Merkzettel entfernen', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The header badge follows once the server has saved it.
  await expect(page.getByRole('banner').getByTestId('wishlist-badge')).toHaveText('1')
  await page.goto('/de/merkzettel/')
  await expect(page.getByTestId('design-grid').getByRole('listitem')).toHaveCount(1)

  const other = await browser.newContext()
  const stranger = await other.newPage()
  await stranger.goto('/de/merkzettel/')
  await expect(stranger.getByTestId('design-grid')).toHaveCount(0)
  await other.close()

  await page.goBack()
  await page.getByRole('button', { name: 'Vom Merkzettel entfernen', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Auf den Merkzettel', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('the heart works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/de/products/')
  const heart = page.getByTestId('design-grid').getByRole('listitem').first().getByRole('button')
  await heart.click()
  // The form post is answered 303 back to the listing, rendered for this visitor with the heart filled.
  await expect(page).toHaveURL(/\/de\/products\/$/)
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/de/merkzettel/')
  await expect(page.getByTestId('design-grid').getByRole('listitem')).toHaveCount(1)
  // Removed on the wishlist page: back to it, now empty.
  await page
    .getByTestId('design-grid')
    .getByRole('button', { name: /vom Merkzettel entfernen$/ })
    .click()
  await expect(page).toHaveURL(/\/de\/merkzettel\/$/)
  await expect(page.getByText('Ihr Merkzettel ist noch leer.')).toBeVisible()
  await context.close()
})
