import { expect, test, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN } from './support'

/** National shops: the footer's shop switcher, language per locale, and the desktop-app variant. */

function shopSwitcher(page: Page) {
  return page.getByRole('navigation', { name: 'Shop wählen' })
}

test('the footer shop switcher keeps the page and changes the national shop', async ({ page }) => {
  await page.goto('/de/produkte/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  const links = shopSwitcher(page).getByRole('link')
  await expect(links).toHaveText(['Deutschland', 'Österreich', 'Schweiz'])
  await expect(shopSwitcher(page).getByRole('link', { name: 'Deutschland' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  // The page was reached by its alias; the switcher links the canonical route.
  await shopSwitcher(page).getByRole('link', { name: 'Österreich' }).click()
  await expect(page).toHaveURL(`${CARD_ORIGIN}/at/products/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT')
  await expect(page).toHaveTitle(/\| Kartenstudio\.at$/)
  await expect(shopSwitcher(page).getByRole('link', { name: 'Österreich' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('the poster shop switcher offers the US shop too', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/de/products`)
  await expect(shopSwitcher(page).getByRole('link')).toHaveText([
    'Deutschland',
    'Österreich',
    'Schweiz',
    'USA',
  ])
  await shopSwitcher(page).getByRole('link', { name: 'USA' }).click()
  await expect(page).toHaveURL(`${POSTER_ORIGIN}/us/products`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

/** Everything a visitor or a screen reader gets as text, hidden text included, scripts excluded. */
async function visibleAndHiddenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement
    body.querySelectorAll('script, style, template').forEach((el) => el.remove())
    const attributes = [
      ...document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'),
    ].flatMap((el) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    )
    return [document.title, body.textContent ?? '', ...attributes].join('\n')
  })
}

for (const [label, url] of [
  ['card home', `${CARD_ORIGIN}/ch/`],
  ['card wishlist', `${CARD_ORIGIN}/ch/merkzettel/`],
  ['card 404', `${CARD_ORIGIN}/ch/gibt-es-nicht/`],
  ['poster home', `${POSTER_ORIGIN}/ch`],
] as const) {
  test(`the Swiss ${label} is written without "ß"`, async ({ page }) => {
    await page.goto(url)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH')
    const text = await visibleAndHiddenText(page)
    expect(text).toContain('Schweiz')
    expect(text).not.toContain('ß')
  })
}

test('the Swiss products page is written without "ß"', async ({ page }) => {
  // Known bug: catalogue texts come from the database in de-DE ("Grußkarten") without Swiss spelling.
  await page.goto('/ch/produkte/')
  expect(await visibleAndHiddenText(page)).not.toContain('ß')
})

test.describe('in an en-US browser', () => {
  test.use({ locale: 'en-US' })

  test('the poster US shop is in English', async ({ page }) => {
    await page.goto(`${POSTER_ORIGIN}/us`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page).toHaveTitle(/\| MYPOSTER\.com$/)
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached()
    await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/the wall/)
    const switcher = page.getByRole('navigation', { name: 'Choose your shop' })
    await expect(switcher.getByRole('link')).toHaveText(['Germany', 'Austria', 'Switzerland', 'USA'])
    await expect(page.getByText('Pay by invoice from $25')).toBeVisible()
  })
})

test('the desktop-app variant has no header, footer or brand switch', async ({ page }) => {
  const response = await page.goto('/de/d/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('header, footer')).toHaveCount(0)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByTestId('brand-switch')).toHaveCount(0)
  // Links inside the app stay in the app variant.
  await expect(
    page.locator('[data-container="sub_teaser"]').getByRole('link', { name: /^Hochzeit/ }),
  ).toHaveAttribute('href', '/de/d/products/hochzeit/')
})

test.describe('in a de-AT browser', () => {
  test.use({ locale: 'de-AT' })

  test('the desktop-app variant shows no country pop-up', async ({ page }) => {
    await page.goto('/de/d/produkte/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the bare domain sends the browser to the Austrian shop', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(`${CARD_ORIGIN}/at/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT')
  })
})
