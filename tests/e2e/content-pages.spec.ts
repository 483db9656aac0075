import { expect, test } from './fixtures'
import { CARD_ORIGIN, POSTER_HOST, POSTER_ORIGIN, seriousA11yViolations } from './support'

/** Shipping, magazine, occasion landing pages, the sitemap (page and XML) and the icon sprite page. */

test('the shipping page shows the price table per country and the delivery rules', async ({ page }) => {
  await page.goto('/de/versand/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Versand und Lieferung')
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /Deutschland/ })).toContainText(
    /4,99\s€.*ab 12,99\s€.*ab 22,99\s€/,
  )
  await expect(table.getByRole('row', { name: /Österreich/ })).toContainText(
    /5,99\s€.*ab 22,99\s€.*nicht verfügbar/,
  )
  await expect(table.getByRole('row', { name: /Schweiz/ })).toContainText(/9\.99.*ab CHF\s34\.99|9,99\sCHF/)
  await expect(table.getByRole('row')).toHaveCount(11)
  await expect(page.getByText(/bis 11:00 Uhr am Vortag bestellt/)).toBeVisible()
  await expect(page.getByText('Samstagszustellung gibt es nur innerhalb Deutschlands.')).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the US shipping page is in English', async ({ page }) => {
  await page.goto(`${POSTER_ORIGIN}/us/shipping`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping and delivery')
  // The US shop ships within the US only, in dollars, with the business days of its shipping config.
  await expect(page.getByRole('columnheader', { name: 'Standard (6–10 business days)' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Express (2–4 business days)' })).toBeVisible()
  await expect(page.getByRole('row', { name: /United States/ })).toContainText('$7.95')
  await expect(page.getByRole('row', { name: /Germany/ })).toHaveCount(0)
  await expect(page.getByText('the sales tax of your state is added at checkout')).toBeVisible()
})

test('the magazine lists its articles and opens them', async ({ page }) => {
  await page.goto('/de/magazin/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazin')
  await page.getByRole('link', { name: /Dankeskarten schreiben/ }).click()
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/magazin/dankeskarten-texte/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dankeskarten schreiben: Texte und Formulierungen',
  )
  await expect(page.getByRole('heading', { name: 'Beispiele nach der Hochzeit' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Zum Hochzeits-Knigge' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hochzeitseinladungen: der kleine Knigge')
})

test('occasion landing pages link to their listing and offer sayings', async ({ page }) => {
  for (const [slug, h1] of [
    ['hochzeit', 'Hochzeitskarten selbst gestalten'],
    ['geburt', 'Geburtskarten mit Foto gestalten'],
    ['taufe', 'Einladungen und Dankeskarten zur Taufe'],
    ['kommunion', 'Karten zu Kommunion, Konfirmation und Jugendweihe'],
  ] as const) {
    await page.goto(`/at/${slug}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    const cta = page.locator('[data-container="usp_teaser"]').getByRole('link')
    await expect(cta).toHaveAttribute('href', `/at/products/${slug}/`)
    await expect(page.locator('[data-container="quotes_category"] blockquote').first()).toBeVisible()
  }
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the sitemap page lists the shop, occasions, magazine, service and legal pages', async ({ page }) => {
  const nav = (name: string) => page.locator('[data-container="sitemap"]').getByRole('navigation', { name })
  await page.goto('/de/sitemap/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SITEMAP')
  for (const group of ['Shop', 'Anlässe', 'Magazin', 'Service & Hilfe', 'Rechtliches'])
    await expect(nav(group)).toBeVisible()
  await expect(nav('Shop').getByRole('link')).toContainText(['Startseite', 'Alle Produkte', 'Merkzettel'])
  await nav('Rechtliches').getByRole('link', { name: 'Impressum' }).click()
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/impressum/`)
  await page.goto(`${POSTER_ORIGIN}/us/sitemap`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SITEMAP')
  await expect(nav('Shop').getByRole('link')).toHaveText(['Home', 'All products'])
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('sitemap.xml: an index per brand, a URL set per locale with hreflang alternates', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('<sitemapindex')
  expect(index.match(/<loc>[^<]*\/sitemap\.xml\?locale=(de|at|ch)&amp;part=pages<\/loc>/g)).toHaveLength(3)

  const austria = await request.get('/sitemap.xml?locale=at')
  expect(austria.headers()['content-type']).toContain('application/xml')
  const xml = await austria.text()
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/at\/versand\/<\/loc>/)
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/at\/magazin\/dankeskarten-texte\/<\/loc>/)
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/at\/wishlist\/<\/loc>/)
  expect(xml).toMatch(/hreflang="de-CH" href="[^"]+\/ch\/versand\/"/)
  expect(xml).toMatch(/hreflang="x-default" href="[^"]+\/de\/versand\/"/)

  const poster = await (
    await request.get('/sitemap.xml?locale=us', { headers: { host: POSTER_HOST } })
  ).text()
  expect(poster).toMatch(/<loc>https?:\/\/[^<]+\/us\/shipping<\/loc>/)
  expect(poster).not.toContain('wishlist')
  expect((await request.get('/sitemap.xml?locale=us')).status()).toBe(404)
})

test('/_icons shows the sprite on its own layout, without the shop header', async ({ page }) => {
  await page.goto('/_icons')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Icons')
  await expect(page.locator('symbol')).not.toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Warenkorb' })).toHaveCount(0)
  await expect(page.locator('code', { hasText: 'truck' })).toBeVisible()
})
