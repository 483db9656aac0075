import { expect, test, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN, seriousA11yViolations } from './support'

/** The home pages are the brands' `home` stories rendered through the container registry. */

const teaser = (page: Page) => page.locator('[data-container="main_teaser"]')

test('card home: three teaser slides, the first one eager (LCP), the others lazy', async ({
  page,
  request,
}) => {
  // The server HTML decides the LCP; once the carousel runs it loads the neighbours early on purpose.
  const html = await (await request.get('/de/')).text()
  const teaserHtml = html.slice(
    html.indexOf('data-container="main_teaser"'),
    html.indexOf('data-container="trust_points"'),
  )
  const loading = [...teaserHtml.matchAll(/<img[^>]*loading="(eager|lazy)"/g)].map((m) => m[1])
  expect(loading).toEqual(['eager', 'lazy', 'lazy'])
  expect(teaserHtml).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/)
  expect(teaserHtml).toMatch(/srcSet="[^"]*-1x\.webp 1x, [^"]*-2x\.webp 2x"/)

  await page.goto('/de/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hochzeitskarten, die von Ihnen erzählen')
  const controls = teaser(page).getByRole('group', { name: 'Thema auswählen' }).getByRole('button')
  await expect(controls).toHaveText([/Hochzeit/, /Geburt/, /Jugendfeste/])
  await controls.nth(2).click()
  await expect(page.getByRole('heading', { name: 'Kommunion, Konfirmation und Jugendweihe' })).toBeVisible()
})

test('card home: trust points, USP bar, occasion tiles, reviews, newsletter form and FAQ', async ({
  page,
}) => {
  await page.goto('/de/')
  await expect(page.getByRole('region', { name: 'Ihre Vorteile' })).toContainText('Gratis Musterkarten')
  await expect(page.locator('[data-container="usp_bar"]')).toContainText('Gedruckt in München')
  const tiles = page.locator('[data-container="sub_teaser"]')
  await expect(tiles.getByRole('link', { name: /^Hochzeit/ })).toHaveAttribute(
    'href',
    '/de/products/hochzeit/',
  )
  await expect(page.getByRole('heading', { name: '5.000+ ausgezeichnete Bewertungen' })).toBeVisible()
  await expect(page.getByRole('img', { name: '4,8 von 5 Sternen' })).toBeVisible()

  const faq = page.locator('[data-container="seo_questions"]')
  await faq.getByText('Wie lange dauert der Versand?').click()
  await expect(faq.getByText(/2 bis höchstens 4 Werktage/)).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('FAQPage')

  // The newsletter block is the sign-up form itself (double opt-in is tested in account-newsletter).
  const newsletter = page.locator('[data-container="newsletter"]')
  await expect(newsletter.getByLabel('E-Mail-Adresse', { exact: true })).toBeVisible()
  await expect(newsletter.getByRole('button', { name: 'Anmelden' })).toBeVisible()
})

test('card home: the selling-point dialogs open, trap focus and close with Escape', async ({ page }) => {
  await page.goto('/de/')
  const trigger = page.getByRole('button', { name: /Namensliste hochladen/ })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Namensliste hochladen' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Gästeliste als Tabelle')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  for (const name of ['Freie Gestaltung', 'Ihre Event-Homepage', 'Musterkarten gratis', 'Expressversand']) {
    await page.getByRole('button', { name: new RegExp(name) }).click()
    await expect(page.getByRole('dialog', { name })).toBeVisible()
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Schließen' }).click()
    await expect(page.getByRole('dialog', { name })).toBeHidden()
  }
})

test('poster home in the US shop: posters, canvas, frames and calendars, in English', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/us`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your favorite photos on the wall')
  await expect(teaser(page).getByRole('group', { name: 'Choose a theme' }).getByRole('button')).toHaveText([
    /Posters/,
    /Canvas/,
    /Frames/,
    /Calendars/,
  ])
  const tiles = page.locator('[data-container="sub_teaser"]')
  await expect(tiles.getByRole('link')).toHaveText([/^Posters/, /^Canvas/, /^Frames/, /^Calendars/])
  await expect(tiles.getByRole('link').first()).toHaveAttribute('href', '/us/wall-art?material=poster')
  await expect(page.getByRole('heading', { name: '5k+ excellent reviews' })).toBeVisible()
  await expect(page.locator('main')).not.toContainText(/Deine|Häufige/)
})

for (const [origin, path, h1] of [
  [CARD_ORIGIN, '/de/', 'Hochzeitskarten, die von Ihnen erzählen'],
  [CARD_ORIGIN, '/at/', 'Hochzeitskarten, die von Ihnen erzählen'],
  [CARD_ORIGIN, '/ch/', 'Hochzeitskarten, die von Ihnen erzählen'],
  [POSTER_ORIGIN, '/de', 'Ihre Lieblingsfotos an der Wand'],
  [POSTER_ORIGIN, '/at', 'Ihre Lieblingsfotos an der Wand'],
  [POSTER_ORIGIN, '/ch', 'Ihre Lieblingsfotos an der Wand'],
  [POSTER_ORIGIN, '/us', 'Your favorite photos on the wall'],
] as const) {
  test(`home ${origin.includes('myposter') ? 'poster' : 'card'} ${path}: story, no serious axe violations`, async ({
    page,
  }) => {
    const response = await page.goto(origin + path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    if (path.startsWith('/ch')) await expect(page.locator('main')).not.toContainText('ß')
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}
