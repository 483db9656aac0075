import { expect, test, type APIRequestContext } from './fixtures'
import { fill, linkFromMail, uniqueEmail } from './account-support'
import { reactOwns, SAME_ORIGIN } from './support'

/**
 * Issue 31 point 3 in the browser, on a desktop and a phone: the couple fills the downloaded template
 * with five households, uploads it, reads the preview, merges, edits one household in place (a card on
 * the phone, a table row on the desktop), and the export gives the same list back.
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

const SUB_EVENT = {
  date: '2027-06-12',
  startTime: null,
  endTime: null,
  placeName: '',
  street: '',
  postcode: '',
  country: 'DE',
  note: '',
}

/** Five households as a couple types them into the template (rows of one household share "Haushalt"). */
const FILLED = [
  'Familie Berg;Herr;;Max;Berg;nein;max@example.com;Lindenstraße 4;;10115;Berlin;DE;Familie;;0;Sie;',
  'Familie Berg;Frau;Dr.;Anna;Berg;nein;;;;;;;;;;;',
  'Familie Berg;;;Mia;Berg;ja;;;;;;;;;;;;Kindertisch',
  'Kim & Alex;Divers;;Alex;Klein;nein;alex@example.com;Hauptplatz 1;;8010;Graz;AT;Freunde;Feier;1;du;',
  'Kim & Alex;Frau;;Kim;Sommer;nein;;;;;;;;;;;',
  'Oma Erna;Frau;;Erna;Müller;nein;;Dorfstraße 2;;01067;Dresden;DE;Familie;;0;Sie;',
  'Jürgen Groß;Herr;Prof.;Jürgen;Groß;nein;jg@example.com;Ring 9;;8001;Zürich;CH;Kollegen;Standesamt, Feier;0;Sie;',
  'WG Kiez;;;Sam;Lee;nein;;Kiezweg 5;;10999;Berlin;DE;Freunde;Feier;2;du;Liebe WG',
  'WG Kiez;;;Robin;Roth;nein;;;;;;;;;;;',
]

test('guest list: template filled with five households, preview, merge, edit, export and compare', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  // The phone project's device is 412 px wide; the guest list is checked at the narrowest phone asked for.
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  const email = uniqueEmail('guests')
  await confirmedCustomer(page.request, email)
  await page.goto('/de/kundenkonto/anmelden/')
  const login = await fill(page, 'login-form', { 'E-Mail-Adresse': email, Passwort: PASSWORD })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/$/)

  const created = await page.request.post('/web-api/events', {
    headers: SAME_ORIGIN,
    data: { occasion: 'hochzeit', title: 'Anna & Ben', eventDate: '2027-06-12' },
  })
  expect(created.status()).toBe(200)
  const { id } = (await created.json()) as { id: string }
  const patched = await page.request.patch(`/web-api/events/${id}`, {
    headers: SAME_ORIGIN,
    data: {
      subEvents: [
        { ...SUB_EVENT, name: 'Standesamt', city: 'Berlin' },
        { ...SUB_EVENT, name: 'Feier', city: 'Berlin' },
      ],
    },
  })
  expect(patched.status()).toBe(200)

  await page.goto(`/de/kundenkonto/events/${id}/`)
  await page.getByRole('link', { name: 'Gästeliste' }).click()
  await expect(page).toHaveURL(new RegExp(`/kundenkonto/events/${id}/gaeste/$`))
  await expect(page.getByText('Noch keine Gäste.')).toBeVisible()

  // The template the page offers, filled in.
  const template = await page.request.get('/web-api/events/guest-template?format=csv')
  expect(template.status()).toBe(200)
  const header = (await template.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]!
  expect(header).toBe(
    'Haushalt;Anrede;Titel;Vorname;Nachname;Kind;E-Mail;Straße;Adresszusatz;PLZ;Ort;Land;Gruppe;Teil-Events;Begleitpersonen;Ansprache;Empfängerzeile;Tisch',
  )
  const upload = page.getByTestId('guest-import')
  await reactOwns(upload.getByLabel('Datei'))
  await upload.getByLabel('Datei').setInputFiles({
    name: 'gaeste.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...FILLED].join('\r\n'), 'utf8'),
  })
  const preview = page.getByTestId('import-preview')
  await expect(preview).toContainText('5 Haushalte in der Datei')
  await expect(preview.locator('li[data-status="new"]')).toHaveCount(5)
  await expect(preview.getByLabel(/Zusammenführen: 5 neu, 0 aktualisiert, 0 unverändert/)).toBeChecked()
  await preview.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(upload.getByRole('status')).toContainText('Übernommen: 5 neu')

  const rows = page.getByTestId('household')
  await expect(rows).toHaveCount(5)
  const berg = rows.filter({ hasText: 'Familie Berg' })
  await expect(berg).toContainText('Herrn Max Berg und Frau Dr. Anna Berg und Familie')
  await expect(rows.filter({ hasText: 'Jürgen Groß' })).toContainText('Herrn Prof. Jürgen Groß')
  await expect(rows.filter({ hasText: 'Kim & Alex' })).toContainText('Alex Klein & Kim Sommer')
  // Nothing wider than the screen, also on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // Edit one household in place: Oma Erna gets a title and a companion.
  await page.getByRole('button', { name: 'Bearbeiten Oma Erna' }).click()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Speichern' }) })
  await form.getByLabel('Titel').fill('Dr.')
  await form.getByRole('button', { name: 'Person hinzufügen' }).click()
  await form.getByLabel('Vorname').nth(1).fill('Karl')
  await form.getByLabel('Nachname').nth(1).fill('Müller')
  await form.getByLabel('Anrede').nth(1).selectOption('herr')
  await form.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Gespeichert.')).toBeVisible()
  await expect(rows.filter({ hasText: 'Oma Erna' })).toContainText(
    'Frau Dr. Erna Müller und Herrn Karl Müller',
  )
  await page.reload()
  await expect(page.getByTestId('household').filter({ hasText: 'Oma Erna' })).toContainText('Karl Müller')

  // Each household's personal link is on its row; "Link neu erzeugen" replaces it, and the old one
  // (a lost card's QR code) leads nowhere any more.
  const erna = page.getByTestId('household').filter({ hasText: 'Oma Erna' })
  const oldLink = (await erna.getByTestId('rsvp-link').textContent()) ?? ''
  expect(oldLink).toMatch(/\/r\/[\w-]{22}$/)
  page.once('dialog', (dialog) => void dialog.accept())
  await erna.getByRole('button', { name: 'Link neu erzeugen Oma Erna' }).click()
  await expect(page.getByText('„Oma Erna“ hat einen neuen Link.', { exact: false })).toBeVisible()
  const newLink = (await erna.getByTestId('rsvp-link').textContent()) ?? ''
  expect(newLink).toMatch(/\/r\/[\w-]{22}$/)
  expect(newLink).not.toBe(oldLink)
  expect((await page.request.get(new URL(oldLink).pathname, { maxRedirects: 0 })).status()).toBe(404)

  // The export has every person of the list, and importing it back changes nothing.
  const exported = await page.request.get(`/web-api/events/${id}/guests/export?format=csv`)
  expect(exported.headers()['cache-control']).toBe('private, no-store')
  const text = (await exported.text()).replace(/^\uFEFF/, '')
  const lines = text.trim().split(/\r?\n/)
  expect(lines[0]).toContain(
    `${header};Als Begleitung angemeldet;Zusage Standesamt;Zusage Feier;Essen;Ernährung;Allergien`,
  )
  expect(lines).toHaveLength(1 + FILLED.length + 1)
  expect(text).toContain('Oma Erna;Herr;;Karl;Müller')
  // Mia's table (the last template column) is in the export and comes back unchanged.
  expect(text).toMatch(/;Mia;Berg;ja;(?:[^;\n]*;){11}Kindertisch;/)
  const again = await page.request.post(`/web-api/events/${id}/guests/import-preview`, {
    headers: SAME_ORIGIN,
    multipart: { file: { name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') } },
  })
  expect(((await again.json()) as { modes: { merge: unknown } }).modes.merge).toEqual({
    added: 0,
    updated: 0,
    kept: 5,
  })
})
