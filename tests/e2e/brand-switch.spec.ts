import { expect, test, type Page } from './fixtures'
import { CARD_ORIGIN, SAME_ORIGIN } from './support'

/** The footer's test-mode button toggles the brand on the same host by cookie (POST /whitelabel/switch). */

async function brandCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(CARD_ORIGIN)
  return cookies.find((c) => c.name === 'shop_brand')?.value
}

test('the footer button switches the card shop to MYPOSTER and back', async ({ page }) => {
  await page.goto('/de/')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'card')
  await expect(page.getByRole('link', { name: 'Kartenstudio – zur Startseite' })).toBeVisible()

  await page.getByTestId('brand-switch').click()
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'poster')
  await expect(page).toHaveTitle(/\| MYPOSTER\.de$/)
  await expect(page.getByRole('link', { name: 'MYPOSTER – zur Startseite' })).toBeVisible()
  expect(await brandCookie(page)).toBe('poster')

  await page.getByTestId('brand-switch').click()
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'card')
  await expect(page).toHaveTitle(/\| Kartenstudio\.de$/)
  // Back on the host's own brand, the override cookie is gone rather than set to "card".
  expect(await brandCookie(page)).toBeUndefined()
})

test('the switch answers POST with 303 to "/" and refuses GET', async ({ request }) => {
  const switched = await request.post('/whitelabel/switch', { maxRedirects: 0, headers: SAME_ORIGIN })
  expect(switched.status()).toBe(303)
  expect(switched.headers()['location']).toBe('/')
  expect(switched.headers()['set-cookie']).toMatch(/^shop_brand=poster;.*HttpOnly/i)

  const json = await request.post('/whitelabel/switch', {
    headers: { ...SAME_ORIGIN, Accept: 'application/json' },
  })
  expect(await json.json()).toEqual({ brand: 'card' })

  const get = await request.get('/whitelabel/switch')
  expect(get.status()).toBe(405)
  expect(get.headers()['allow']).toBe('POST')
})
