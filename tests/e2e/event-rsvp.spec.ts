import { expect, test, type APIRequestContext } from './fixtures'
import { noSidewaysScroll, person } from './event-support'

/**
 * Issue 31 points 2 and 4: a guest opens the household's printed link on a phone, sees only the
 * sub-events the household is invited to, answers for two members with a meal and a diet, changes
 * the answer and finds it stored; a guest without the link finds the invitation by name; a page
 * password keeps the page closed until it is given; a draft is a 404. Runs on phone and desktop.
 */

interface Wedding {
  pagePath: string
  password: string
  berg: { link: string }
  klein: { link: string }
}

async function wedding(request: APIRequestContext, origin: string, query = ''): Promise<Wedding> {
  const response = await request.post(`/de/test-fixtures/event-rsvp/${query}`, { headers: { origin } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Wedding
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:3000').origin

test('a household answers through its personal link, changes the answer and finds it stored', async ({
  page,
  baseURL,
}) => {
  const w = await wedding(page.request, originOf(baseURL))

  // Cem Klein is invited to the party only: the civil ceremony stays hidden from him.
  await page.goto(w.klein.link)
  await expect(page).toHaveURL(new RegExp(`${w.pagePath}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Anna & Ben' })).toBeVisible()
  await expect(page.getByText('Einladung für Cem Klein')).toBeVisible()
  const program = page.locator('section', { has: page.getByRole('heading', { name: 'Programm' }) })
  await expect(program.getByRole('heading', { name: 'Feier' })).toBeVisible()
  await expect(program.getByRole('heading', { name: 'Standesamt' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Auf der Karte ansehen' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
  )
  await noSidewaysScroll(page)

  // The Bergs' link on the same phone: both sub-events, two members and a plus-one.
  await page.goto(w.berg.link)
  await expect(page.getByText('Einladung für Familie Berg')).toBeVisible()
  await expect(program.getByRole('heading', { name: 'Standesamt' })).toBeVisible()
  const anna = person(page, 'Anna Berg')
  const ben = person(page, 'Ben Berg')
  await anna.getByRole('radiogroup', { name: 'Standesamt' }).getByLabel('Zusage').check()
  await anna.getByRole('radiogroup', { name: 'Feier' }).getByLabel('Zusage').check()
  await anna.getByLabel('Menü').selectOption('Fisch')
  await anna.getByLabel('vegetarisch', { exact: true }).check()
  await ben.getByRole('radiogroup', { name: 'Standesamt' }).getByLabel('Absage').check()
  await ben.getByRole('radiogroup', { name: 'Feier' }).getByLabel('Absage').check()
  await page.getByLabel('Musikwunsch').fill('Dancing Queen')
  await noSidewaysScroll(page)
  await page.getByRole('button', { name: 'Antwort senden' }).click()

  await expect(page.getByRole('status')).toHaveText('Danke! Ihre Antwort ist gespeichert.')
  const summary = page.getByTestId('rsvp-summary')
  await expect(summary).toContainText('Anna Berg: kommt: Standesamt, Feier (Fisch, vegetarisch)')
  await expect(summary).toContainText('Ben Berg: sagt ab')

  // Changing the answer: Ben comes to the party after all, with meat.
  await ben.getByRole('radiogroup', { name: 'Feier' }).getByLabel('Zusage').check()
  await ben.getByLabel('Menü').selectOption('Fleisch')
  await page.getByRole('button', { name: 'Antwort ändern' }).click()
  await expect(summary).toContainText('Ben Berg: kommt: Feier (Fleisch)')

  // Stored: a fresh load of the page (from the database) shows the changed answer and the form filled in.
  await page.reload()
  await expect(page.getByTestId('rsvp-summary')).toContainText('Ben Berg: kommt: Feier (Fleisch)')
  await expect(person(page, 'Anna Berg').getByLabel('Menü')).toHaveValue('Fisch')
  await expect(person(page, 'Anna Berg').getByLabel('vegetarisch', { exact: true })).toBeChecked()
})

test('a guest without the link finds the invitation by name; a wrong name gets one neutral sentence', async ({
  page,
  baseURL,
}) => {
  const w = await wedding(page.request, originOf(baseURL))
  const response = await page.goto(w.pagePath)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // Without a household: only what everyone is invited to.
  await expect(page.getByRole('heading', { name: 'Feier' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Standesamt' })).toHaveCount(0)

  await page.getByLabel('Vorname').fill('Niemand')
  await page.getByLabel('Nachname').fill('Bekannt')
  await page.getByRole('button', { name: 'Einladung suchen' }).click()
  await expect(page.locator('#finden').getByRole('alert')).toContainText('keine Einladung eindeutig finden')

  await page.getByLabel('Vorname').fill('cem')
  await page.getByLabel('Nachname').fill('KLEIN')
  await page.getByRole('button', { name: 'Einladung suchen' }).click()
  await expect(page.getByText('Einladung für Cem Klein')).toBeVisible()
  await expect(person(page, 'Cem Klein')).toBeVisible()
})

test('the RSVP form works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const w = await wedding(page.request, originOf(baseURL))
  await page.goto(w.klein.link)
  const cem = person(page, 'Cem Klein')
  await cem.getByLabel('Zusage').check()
  await cem.getByLabel('Menü').selectOption('Vegetarisch')
  await page.getByRole('button', { name: 'Antwort senden' }).click()
  await expect(page.getByRole('status')).toHaveText('Danke! Ihre Antwort ist gespeichert.')
  await expect(page.getByTestId('rsvp-summary')).toContainText('Cem Klein: kommt: Feier (Vegetarisch)')
  await context.close()
})

test('a password keeps the page closed until it is given; a draft is a 404', async ({ page, baseURL }) => {
  const locked = await wedding(page.request, originOf(baseURL), '?password=1')
  await page.goto(locked.pagePath)
  await expect(page.getByRole('heading', { name: 'Diese Einladung ist geschützt' })).toBeVisible()
  await expect(page.getByText('Programm')).toHaveCount(0)
  await page.getByLabel('Passwort').fill('falsch')
  await page.getByRole('button', { name: 'Einladung öffnen' }).click()
  await expect(page.locator('main form').getByRole('alert')).toHaveText(
    'Das Passwort stimmt nicht. Bitte versuchen Sie es noch einmal.',
  )
  await page.getByLabel('Passwort').fill(locked.password)
  await page.getByRole('button', { name: 'Einladung öffnen' }).click()
  await expect(page.getByRole('heading', { name: 'Programm' })).toBeVisible()

  const draft = await wedding(page.request, originOf(baseURL), '?draft=1')
  expect((await page.goto(draft.pagePath))?.status()).toBe(404)
  expect((await page.goto(draft.berg.link))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Einladung nicht gefunden' })).toBeVisible()
})
