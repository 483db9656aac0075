import { expect, test } from '@playwright/test'
import { addSampleCard, CARD_ORIGIN, SAME_ORIGIN } from './support'

/**
 * Issue 24 point 7 (ADR 0050): the visitor key unlocks carts, uploads, guest lists and guest orders,
 * so no script may read it; the A/B traffic key is a separate traffic id the browser may read.
 */
const cookieNamed = async (page: import('@playwright/test').Page, name: string) =>
  (await page.context().cookies()).find((cookie) => cookie.name === name)

test('the visitor key is HTTP-only and out of reach of scripts; the traffic id is readable', async ({
  page,
}) => {
  await page.goto(`${CARD_ORIGIN}/de/`)
  await expect.poll(() => cookieNamed(page, 'traffic_id')).toMatchObject({ httpOnly: false, sameSite: 'Lax' })
  // A first visit creates no visitor key: the first cart action does, on the server.
  expect(await cookieNamed(page, 'visitor_key')).toBeUndefined()

  await addSampleCard(page)
  expect(await cookieNamed(page, 'visitor_key')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  await page.goto(`${CARD_ORIGIN}/de/`)
  const readable = await page.evaluate(() => document.cookie)
  expect(readable).not.toContain('visitor_key')
  expect(readable).toContain('traffic_id=')
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('a readable visitor key from before keeps its cart and comes back HTTP-only', async ({ page }) => {
  await addSampleCard(page)
  const key = (await cookieNamed(page, 'visitor_key'))!.value
  // The cookie as the browser flag runtime wrote it before ADR 0050: readable, same value.
  await page.context().clearCookies({ name: 'visitor_key' })
  await page
    .context()
    .addCookies([{ name: 'visitor_key', value: key, url: CARD_ORIGIN, httpOnly: false, sameSite: 'Lax' }])
  expect((await cookieNamed(page, 'visitor_key'))?.httpOnly).toBe(false)

  await page.goto(`${CARD_ORIGIN}/de/`)
  await expect.poll(async () => (await cookieNamed(page, 'visitor_key'))?.httpOnly).toBe(true)
  expect((await cookieNamed(page, 'visitor_key'))?.value).toBe(key)
  expect(await page.evaluate(() => document.cookie)).not.toContain('visitor_key')
  const cart = await page.request.get('/web-api/cart', { headers: SAME_ORIGIN })
  expect(((await cart.json()) as { items: unknown[] }).items).toHaveLength(1)
})
