import { expect, test, type APIRequestContext } from './fixtures'
import { fill, linkFromMail, uniqueEmail } from './account-support'
import { SAME_ORIGIN } from './support'

/**
 * Issue 31 point 1 in the browser, on a desktop and a phone (390 px): a signed-in customer finds the
 * event portal in the account, creates a wedding, gives it two sub-events (civil ceremony and party)
 * with places and a map link, a schedule and a gift link, sees what publishing still needs, publishes
 * it and finds it listed as published. Errors are German sentences at the field.
 */

const PASSWORD = 'Ein langer Satz als Passwort'

async function confirmedCustomer(request: APIRequestContext, email: string) {
  const signup = await request.post('/web-api/customer-signup', {
    headers: SAME_ORIGIN,
    data: { email, password: PASSWORD, firstName: 'Anna', lastName: 'Berg' },
  })
  expect(signup.status()).toBe(200)
  await request.get(await linkFromMail(request, email, 'kundenkonto/bestaetigen'))
}

test('event in the account: create, two sub-events, edit, publish, listed', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  const email = uniqueEmail('event')
  await confirmedCustomer(page.request, email)
  await page.goto('/de/kundenkonto/anmelden/')
  const login = await fill(page, 'login-form', { 'E-Mail-Adresse': email, Passwort: PASSWORD })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/$/)

  // The overview's tile leads to the portal.
  await page.getByRole('main').getByRole('link', { name: 'Event-Portal' }).first().click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/events\/$/)
  await expect(page.getByText('Sie haben noch kein Event angelegt.')).toBeVisible()

  // A title is needed: the form says so in German before anything is sent.
  const create = page.getByTestId('event-create')
  await create.getByLabel('Anlass').selectOption('hochzeit')
  await create.getByLabel('Datum').fill('2027-06-12')
  await create.getByRole('button', { name: 'Event anlegen' }).click()
  await expect(create.getByRole('alert')).toHaveText('Bitte geben Sie einen Titel an.')
  await create.getByLabel('Titel').fill('Anna & Ben')
  await create.getByRole('button', { name: 'Event anlegen' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/events\/[0-9a-f-]{36}\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anna & Ben')

  const publish = page.getByTestId('event-publish')
  await expect(publish.getByTestId('event-state')).toHaveText('Status: Entwurf')
  await expect(publish.getByTestId('event-missing')).toContainText('mindestens ein Teil-Event')
  await expect(publish.getByRole('button', { name: 'Event veröffentlichen' })).toBeDisabled()
  // A button that cannot be pressed looks it (it looked like the enabled one before).
  await expect(publish.getByRole('button', { name: 'Event veröffentlichen' })).toHaveCSS(
    'cursor',
    'not-allowed',
  )

  const editor = page.getByTestId('event-editor')
  // Schedule, a gift link that is not a web link (refused in German), then a good one.
  await editor.getByRole('button', { name: 'Programmpunkt hinzufügen' }).click()
  await editor.getByLabel('Uhrzeit').fill('14:00')
  await editor.getByLabel('Programmpunkt', { exact: true }).fill('Trauung')
  await editor.getByRole('button', { name: 'Link hinzufügen' }).click()
  await editor.getByLabel('Name', { exact: true }).fill('Wunschliste')
  await editor.getByLabel('Link', { exact: true }).fill('javascript:alert(1)')
  await editor.getByLabel('Dresscode').fill('Sommerlich elegant')

  // Two sub-events, each with its place.
  const places = [
    {
      name: 'Standesamt',
      place: 'Rathaus Schöneberg',
      street: 'John-F.-Kennedy-Platz 1',
      postcode: '10825',
      city: 'Berlin',
      start: '11:00',
    },
    {
      name: 'Feier',
      place: 'Gut Kaden',
      street: 'Kadener Str. 1',
      postcode: '25486',
      city: 'Alveslohe',
      start: '18:00',
    },
  ]
  for (const [index, p] of places.entries()) {
    await editor.getByRole('button', { name: 'Teil-Event hinzufügen' }).click()
    const sub = editor.getByTestId('sub-event').nth(index)
    await sub.getByLabel('Name des Teils').fill(p.name)
    await sub.getByLabel('Beginn').fill(p.start)
    await sub.getByLabel('Ort (Name)').fill(p.place)
    await sub.getByLabel('Straße und Hausnummer').fill(p.street)
    await sub.getByLabel('PLZ').fill(p.postcode)
    await sub.getByLabel('Stadt').fill(p.city)
  }
  const map = editor
    .getByTestId('sub-event')
    .first()
    .getByRole('link', { name: /OpenStreetMap/ })
  await expect(map).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=Rathaus%20Sch%C3%B6neberg/,
  )

  await editor.getByRole('button', { name: 'Änderungen speichern' }).click()
  await expect(
    editor.getByText('Bitte geben Sie einen vollständigen Link an, der mit https:// beginnt.'),
  ).toBeVisible()
  await editor.getByLabel('Link', { exact: true }).fill('https://example.com/wunschliste')
  await editor.getByRole('button', { name: 'Änderungen speichern' }).click()
  await expect(editor.getByRole('status')).toHaveText('Gespeichert.')

  // Saved for good: a reload shows both sub-events, and publishing needs nothing more.
  await page.reload()
  await expect(page.getByTestId('sub-event')).toHaveCount(2)
  await expect(page.getByTestId('sub-event').nth(1).getByLabel('Stadt')).toHaveValue('Alveslohe')
  await expect(page.getByLabel('Dresscode')).toHaveValue('Sommerlich elegant')
  await expect(publish.getByText('Alles Nötige ist da')).toBeVisible()

  // Edit once more (rename the party), then publish.
  await page.getByTestId('sub-event').nth(1).getByLabel('Name des Teils').fill('Party')
  await expect(publish.getByRole('button', { name: 'Event veröffentlichen' })).toBeDisabled()
  await page.getByTestId('event-editor').getByRole('button', { name: 'Änderungen speichern' }).click()
  await expect(page.getByTestId('event-editor').getByRole('status')).toHaveText('Gespeichert.')
  await expect(publish.getByRole('button', { name: 'Event veröffentlichen' })).toHaveCSS('cursor', 'pointer')
  await publish.getByRole('button', { name: 'Event veröffentlichen' }).click()
  await expect(publish.getByTestId('event-state')).toHaveText('Status: Veröffentlicht')
  await expect(publish.getByRole('link', { name: 'Event-Seite ansehen' })).toHaveAttribute(
    'href',
    /^\/de\/event\/anna-und-ben-[0-9a-f]{10}\/$/,
  )

  // Nothing is wider than the screen, also on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // Listed as published.
  await page.getByRole('link', { name: 'Zurück zu meinen Events' }).click()
  const list = page.getByTestId('event-list')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).toContainText('Anna & Ben')
  await expect(list).toContainText('Hochzeit · 12. Juni 2027 · Veröffentlicht')
})
