import { expect, test } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

/** Cookie banner, visitor key and the QA flag parameters, as a visitor meets them. */

test.describe('cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('asks once, remembers "necessary only", and reopens from the footer', async ({ page, context }) => {
    await page.goto(`${CARD_ORIGIN}/de/`)
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('heading', { name: 'Cookies und Datenschutz' })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await banner.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(banner).toBeHidden()
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('v1.s0.m0')

    await page.reload()
    await expect(page.getByTestId('consent-banner')).toBeHidden()

    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(banner).toBeVisible()
    await banner.getByRole('checkbox', { name: /Statistik/ }).check()
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click()
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('v1.s1.m0')
  })
})

test.describe('cookie banner in the US shop', () => {
  // An American browser, so the country pop-up (a modal that comes first) does not appear.
  test.use({ storageState: { cookies: [], origins: [] }, locale: 'en-US' })

  test('speaks English on the US poster shop and accepts all', async ({ page, context }) => {
    await page.goto(`${POSTER_ORIGIN}/us`)
    const banner = page.getByTestId('consent-banner')
    await banner.getByRole('button', { name: 'Accept all' }).click()
    await expect(banner).toBeHidden()
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('v1.s1.m1')
  })
})

test('a first visit gets a traffic id cookie that the browser can read, and no visitor key', async ({
  page,
  context,
}) => {
  await page.goto(`${CARD_ORIGIN}/de/`)
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'traffic_id'))
    .toMatchObject({ httpOnly: false, sameSite: 'Lax' })
  const id = (await context.cookies()).find((c) => c.name === 'traffic_id')!.value
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  await page.reload()
  expect((await context.cookies()).find((c) => c.name === 'traffic_id')!.value).toBe(id)
  // The visitor key is a credential the server creates HTTP-only on the first cart action (ADR 0050).
  expect((await context.cookies()).some((c) => c.name === 'visitor_key')).toBe(false)
})

test('flag parameters become a session cookie, leave the URL, and show the debug panel', async ({
  page,
  context,
}) => {
  await page.goto(`${CARD_ORIGIN}/de/?flagsDebug=1&flag=kls_sticky_add_to_cart_KS142&flagTreatment=off&utm=x`)
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/?utm=x`)
  const cookie = (await context.cookies()).find((c) => c.name === 'flag_overrides')
  expect(cookie?.expires).toBe(-1)
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
    disabled: false,
    debug: true,
    forced: { kls_sticky_add_to_cart_KS142: 'off' },
  })
  const panel = page.getByTestId('flag-debug')
  await expect(panel.getByRole('heading', { name: 'Feature-Flags auf dieser Seite' })).toBeVisible()

  await page.goto(`${CARD_ORIGIN}/de/?flagsDebug=0`)
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/`)
  await expect(page.getByTestId('flag-debug')).toBeHidden()
})

test('the feature-flags endpoint evaluates with the traffic id and the overrides', async ({ page }) => {
  await page.goto(`${CARD_ORIGIN}/de/?flag=kls_home_teaser_test_KS187&flagTreatment=on`)
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'traffic_id'))
    .toBe(true)
  const flags = async () => (await page.request.get(`${CARD_ORIGIN}/web-api/feature-flags`)).json()
  await expect.poll(flags).toMatchObject({
    treatments: { kls_home_teaser_test_KS187: 'on', kls_sticky_add_to_cart_KS142: 'on' },
  })
})

test('the debug panel lists every flag the page evaluated, with treatment and source', async ({ page }) => {
  await page.goto(
    `${POSTER_ORIGIN}/de/alle-fotokalender/?flagsDebug=1&flag=voll_star_rating_calendar_VP320&flagTreatment=off`,
  )
  // The traffic id is made in the browser on the first page; from the next rendering the SDK decides.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'traffic_id'))
    .toBe(true)
  await page.reload()
  const panel = page.getByTestId('flag-debug')
  await expect(panel.getByRole('row', { name: /voll_star_rating_calendar_VP320 off Override/ })).toBeVisible()
  await expect(panel.getByRole('row', { name: /voll_grid_overview_calendar_VP311 on SDK/ })).toBeVisible()

  // A cached story page records the brand's content flags and its story in the flag store.
  await page.goto(`${CARD_ORIGIN}/de/?flagsDebug=1`)
  await expect(
    page.getByTestId('flag-debug').getByRole('row', { name: /kls_home_teaser_test_KS187 off Standard/ }),
  ).toBeVisible()
  const store = await page.evaluate(() => JSON.parse(sessionStorage.getItem('shop:flags') ?? 'null'))
  expect(store).toMatchObject({ path: '/de/', story: { slug: expect.stringMatching(/home$/) } })
})
