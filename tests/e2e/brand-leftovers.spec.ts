import { expect, test } from './fixtures'
import { CARD_ORIGIN, POSTER_HOST } from './support'

/** Node does not resolve *.localhost: poster requests go to the card origin with the poster's Host. */
const POSTER = { headers: { host: POSTER_HOST } }

/**
 * Issue 32 points 4, 7 and 8 at the level of the HTML a crawler or a visitor without JavaScript gets
 * (no browser needed): unknown designs, themes and design groups are the brand's complete 404 page,
 * each brand shows only its own range and texts.
 */

/** The static 404 page in the HTML itself: status, the spec's title, one h1 in the teaser. */
async function expectCompleteNotFound(
  url: string,
  request: import('@playwright/test').APIRequestContext,
  headers: Record<string, string> = {},
) {
  const response = await request.get(url, { maxRedirects: 0, headers })
  expect(response.status(), url).toBe(404)
  const html = await response.text()
  expect(html, url).toContain('<title>404 - Page not found</title>')
  expect(html, url).toContain('data-testid="not-found-teaser"')
  expect(html.match(/<h1[\s>]/g), url).toHaveLength(1)
  expect(html, url).not.toContain('id="__next_error__"')
}

test('an unknown design, theme or design group is the complete 404 page in the HTML, both brands', async ({
  request,
}) => {
  for (const path of [
    '/de/products/design/gibt-es-nicht/',
    '/de/themes/999999/',
    '/de/themes/kein-thema/',
    '/de/configurator-card?design=999999',
    '/de/configurator-calendar?designGroupId=999999',
    '/de/configurator-photobook?designGroupSetId=999999',
  ]) {
    await expectCompleteNotFound(CARD_ORIGIN + path, request)
  }
  for (const path of [
    // The poster channel sells no card designs and has no themes (point 8).
    '/de/themes',
    '/de/themes/1461',
    '/de/products/design/eukalyptus-einladung',
    '/de/configurator-calendar?designGroupId=999999',
    '/us/configurator-photobook?designGroupSetId=999999',
  ]) {
    await expectCompleteNotFound(CARD_ORIGIN + path, request, POSTER.headers)
  }
  // A known design and the default theme still open.
  expect((await request.get(`${CARD_ORIGIN}/de/products/design/eukalyptus-einladung/`)).status()).toBe(200)
  expect((await request.get(`${CARD_ORIGIN}/de/themes/`)).status()).toBe(200)
})

test('/configurator-card without a design opens the designs to choose from', async ({ request }) => {
  const card = await request.get(`${CARD_ORIGIN}/de/configurator-card/`, { maxRedirects: 0 })
  expect(card.status()).toBe(307)
  expect(card.headers().location).toMatch(/\/de\/products\/$/)
})

test('the poster channel: no sample cards on its shipping page, "Kauf auf Rechnung" once on its home', async ({
  request,
}) => {
  const response = await request.get(`${CARD_ORIGIN}/de/versand`, POSTER)
  expect(response.status()).toBe(200)
  const shipping = await response.text()
  expect(shipping).toContain('data-container="shipping_price_table"')
  expect(shipping).not.toContain('Musterkarte')
  const card = await (await request.get(`${CARD_ORIGIN}/de/versand/`)).text()
  expect(card).toContain('Bis zu 3 Musterkarten versenden wir kostenlos.')
  const home = await (await request.get(`${CARD_ORIGIN}/de`, POSTER)).text()
  expect(home.match(/>Kauf auf Rechnung</g)).toHaveLength(1)
})

test('German shops name the photo-box designs in German, the US shop in English', async ({ request }) => {
  for (const [url, headers] of [
    [`${CARD_ORIGIN}/de/configurator-photobox`, {}],
    [`${CARD_ORIGIN}/ch/configurator-photobox`, POSTER.headers],
  ] as const) {
    const html = await (await request.get(url, { headers })).text()
    expect(html, url).toContain('Pünktchenzauber')
    expect(html, url).not.toContain('Pretty points')
  }
  const us = await (await request.get(`${CARD_ORIGIN}/us/configurator-photobox`, POSTER)).text()
  expect(us).toContain('Pretty points')
})
