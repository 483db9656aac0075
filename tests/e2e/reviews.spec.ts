import { expect, test, type Page } from './fixtures'
import { base32Decode, totp } from '../../lib/backoffice/totp'
import { orderOnInvoice, signUpAndSignIn, uniqueEmail } from './account-support'
import { CARD_ORIGIN, POSTER_ORIGIN, SAME_ORIGIN } from './support'

/**
 * Reviews end to end: staff import a review provider's export in the back office (a file with bad
 * rows imports nothing), publish the reviews, and the poster shop's calendar tiles show the stars
 * while the star-rating experiment is on, and none when it is forced off.
 */

test.describe.configure({ timeout: 120_000 })
const FLAG = 'voll_star_rating_calendar_VP320'
// A catalogue design (the seeded "Goldene Ringe" table card): a design made from scratch has no
// product page to rate.
const CARD = {
  kind: 'card',
  designId: 10014,
  options: { productType: 'table-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
}
const force = (treatment: 'on' | 'off') => `flag=${FLAG}&flagTreatment=${treatment}`

async function signInAsStaff(page: Page): Promise<void> {
  const fixture = await page.request.post(`${CARD_ORIGIN}/backoffice/test-fixtures/staff`, {
    headers: SAME_ORIGIN,
  })
  expect(fixture.status()).toBe(200)
  const staff = (await fixture.json()) as { email: string; password: string }
  await page.goto(`${CARD_ORIGIN}/backoffice/login`)
  await page.getByLabel('E-Mail-Adresse').fill(staff.email)
  await page.getByLabel('Passwort').fill(staff.password)
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/\/backoffice\/enrol$/)
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code').fill(await totp(base32Decode(secret), new Date()))
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/backoffice$/)
}

async function upload(page: Page, lines: string[]) {
  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n') + '\r\n', 'utf8'),
  })
  await page.getByRole('button', { name: 'Importieren' }).click()
}

test('imported reviews, once published, show as stars on the calendar tiles with the flag on', async ({
  page,
}) => {
  const run = Date.now().toString(36)
  const header = 'review_id;product_kind;product_ref;rating;author;title;text'
  // Nobody else can post a review: the API wants a signed-in customer.
  const anonymous = await page.request.post(`${CARD_ORIGIN}/web-api/reviews`, {
    headers: SAME_ORIGIN,
    data: { orderNumber: 'KS-100001', line: 0, rating: 5 },
  })
  expect(anonymous.status()).toBe(401)

  await signInAsStaff(page)
  await page.getByRole('link', { name: 'Bewertungen' }).click()
  await expect(page).toHaveURL(/\/backoffice\/reviews$/)
  const pendingBefore = await page.getByTestId('review-count').textContent()

  await upload(page, [
    header,
    `${run}-ok;calendar;2203;5;Eva Lang;Gut ${run};`,
    `${run}-bad;calendar;2101;9;X;;`,
    `${run}-bad2;calendar;9999;5;Y;;`,
  ])
  const problems = page.getByTestId('import-problems')
  await expect(problems).toContainText('Zeile 3: rating muss eine ganze Zahl von 1 bis 5 sein')
  await expect(problems).toContainText('Zeile 4: calendar 9999 gibt es im Katalog nicht')
  await page.reload()
  await expect(page.getByTestId('review-count')).toHaveText(pendingBefore ?? '')

  const good = [
    `${run}-1;calendar;2203;5;Eva Lang;Wunderbar ${run};<b>Sehr</b> schön`,
    `${run}-2;calendar;2203;4;Jonas Weber;Schön ${run};`,
    `${run}-3;calendar;2101;4;Mia Roth;Bergsommer ${run};`,
  ]
  await upload(page, [header, ...good])
  await expect(page.getByRole('status')).toHaveText(
    '3 Bewertungen importiert, 0 schon vorhanden. Sie warten auf Prüfung.',
  )
  await page.reload()
  const row = page.getByTestId('review-row').filter({ hasText: `Wunderbar ${run}` })
  await expect(row).toContainText('<b>Sehr</b> schön')
  for (const title of [`Wunderbar ${run}`, `Schön ${run}`, `Bergsommer ${run}`]) {
    await page
      .getByTestId('review-row')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Veröffentlichen' })
      .click()
    await expect(page.getByRole('status')).toHaveText('Die Bewertung ist veröffentlicht.')
  }

  await page.goto(`${POSTER_ORIGIN}/de/alle-fotokalender?${force('on')}`)
  await expect(page).toHaveURL(`${POSTER_ORIGIN}/de/alle-fotokalender`)
  const tile = (name: string) =>
    page.getByTestId('design-tile').filter({ has: page.getByRole('heading', { name }) })
  const stars = tile('Fernweh').getByRole('img', { name: /von 5 Sternen/ })
  await expect(stars).toHaveAttribute('aria-label', /^[1-5],\d von 5 Sternen, \d+ Bewertungen$/)
  // A calendar without published reviews keeps the (empty) line, so the tiles line up.
  const unrated = tile('Familienglück').getByTestId('rating-line')
  await expect(unrated).toBeEmpty()
  const rated = tile('Fernweh').getByTestId('rating-line')
  expect((await unrated.boundingBox())?.height).toBe((await rated.boundingBox())?.height)

  await page.goto(`${POSTER_ORIGIN}/us/alle-fotokalender`)
  await expect(tile('Wanderlust').getByRole('img', { name: /out of 5 stars, \d+ reviews$/ })).toBeVisible()

  // The calendar page's containers: stars on the overview's tiles and the details, with structured data.
  await page.goto(`${POSTER_ORIGIN}/de/kalender`)
  const details = page.locator('[data-container="calendar_details"]')
  await expect(details.getByRole('img', { name: /von 5 Sternen/ })).toBeVisible()
  const jsonLd = JSON.parse(
    (await details.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(jsonLd).toMatchObject({ '@type': 'Product', aggregateRating: { '@type': 'AggregateRating' } })
  await expect(
    page
      .locator('[data-container="calendar_overview"]')
      .first()
      .getByRole('img', { name: /von 5 Sternen/ })
      .first(),
  ).toBeVisible()

  await page.goto(`${POSTER_ORIGIN}/de/alle-fotokalender?${force('off')}`)
  await expect(page.getByTestId('design-tile').first()).toBeVisible()
  await expect(page.getByTestId('rating-line')).toHaveCount(0)
  await expect(page.getByTestId('star-rating')).toHaveCount(0)
  await page.goto(`${POSTER_ORIGIN}/de/kalender`)
  await expect(page.locator('[data-container="calendar_details"]')).toBeVisible()
  await expect(page.getByTestId('star-rating')).toHaveCount(0)
  await expect(
    page.locator('script[type="application/ld+json"]', { hasText: 'AggregateRating' }),
  ).toHaveCount(0)
})

test('a customer reviews a delivered order from the account; staff see it waiting for review', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('review')
  const address = {
    firstName: 'Rita',
    lastName: 'Rezension',
    street: 'Lindenweg 3',
    postcode: '80331',
    city: 'München',
    country: 'DE',
  }
  await signUpAndSignIn(page, email, address)
  const order = { number: await orderOnInvoice(page, email, address, CARD) }
  const orderPage = `${CARD_ORIGIN}/de/kundenkonto/bestellungen/${order.number}/`

  // Not delivered yet: nothing to review.
  await page.goto(orderPage)
  await expect(page.getByTestId('review-form-0')).toHaveCount(0)

  // Staff, in their own browser, take the order through to delivered.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signInAsStaff(staff)
  await staff.goto(`${CARD_ORIGIN}/backoffice/orders/${order.number}`)
  for (const [to, shipping] of [
    ['Bezahlt'],
    ['In Produktion'],
    ['Versandt', { carrier: 'DHL', tracking: '00340434161234500001' }],
    ['Zugestellt'],
  ] as const) {
    await staff.getByLabel('Neuer Status').selectOption({ label: to })
    if (shipping) {
      await staff.getByLabel('Versanddienst').fill(shipping.carrier)
      await staff.getByLabel('Sendungsnummer').fill(shipping.tracking)
    }
    await staff.getByRole('button', { name: 'Speichern' }).click()
    await expect(staff.getByTestId('order-status')).toHaveText(to)
  }

  // The customer rates the card: no stars is pointed out, then 5 stars with a text.
  await page.goto(orderPage)
  const form = page.getByTestId('review-form-0')
  await form.getByRole('button', { name: 'Bewertung senden' }).click()
  await expect(form.getByRole('alert')).toHaveText('Bitte wählen Sie 1 bis 5 Sterne.')
  await form.getByRole('radio', { name: '5 Sterne' }).check()
  await form.getByLabel('Überschrift (optional)').fill(`Traumhaft ${order.number}`)
  await form.getByLabel('Ihre Erfahrung (optional)').fill('<script>alert(1)</script> Papier wie Samt.')
  await form.getByRole('button', { name: 'Bewertung senden' }).click()
  await expect(page.getByText(/Sie haben .* bewertet \(5 von 5 Sternen\)\./)).toBeVisible()
  // A second review of the same line is refused by the server.
  const again = await page.request.post('/web-api/reviews', {
    headers: SAME_ORIGIN,
    data: { orderNumber: order.number, line: 0, rating: 1 },
  })
  expect(again.status()).toBe(409)

  // Staff find it waiting, by first name and initial, the text shown as text.
  await staff.goto(`${CARD_ORIGIN}/backoffice/reviews`)
  const row = staff.getByTestId('review-row').filter({ hasText: `Traumhaft ${order.number}` })
  await expect(row).toContainText('Rita R.')
  await expect(row).toContainText('<script>alert(1)</script> Papier wie Samt.')
  await expect(row.getByRole('button', { name: 'Veröffentlichen' })).toBeVisible()
  await staffContext.close()
})
