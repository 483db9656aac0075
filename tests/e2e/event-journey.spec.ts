import { devices, expect as baseExpect, test, type Page } from './fixtures'
import { signUpAndSignIn, uniqueEmail } from './account-support'
import { orderAtCheckout } from './backoffice-support'
import { addToCartFromTool } from './card-options-steps'
import { noSidewaysScroll, person, printedQrCodes } from './event-support'
import { printFilesOf } from './photo-product-support'

/**
 * Issue 31 point 10, one journey: a couple signs up, creates their wedding with a civil ceremony and a
 * party, imports two households from the guest-list template, designs a wedding invitation that takes
 * the event's guest list and the household QR code, orders it at the checkout; the back office's print
 * file has one card per household whose code reads as that household's short link; a guest opens the
 * link on a phone (390 × 844, touch) and answers for the household (one comes with a meal and a diet,
 * one declines); the couple's dashboard shows the answer and the counts; the place cards of the
 * guests who said yes open in the design tool. Neither the guest's page nor the couple's has the
 * shop's newsletter tab or pop-up in the way.
 */

const expect = baseExpect.configure({ timeout: 15_000 })
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}(\\d+)?$`) })

/** The two households as the couple types them into the downloaded template (see event-guests.spec.ts). */
const ROWS = [
  'Familie Berg;Herr;;Max;Berg;nein;;Lindenstraße 4;;10115;Berlin;DE;Familie;Standesamt, Feier;0;Sie;',
  'Familie Berg;Frau;Dr.;Eva;Berg;nein;;;;;;;;;;;',
  'Cem Klein;Herr;;Cem;Klein;nein;;Ring 9;;50667;Köln;DE;Freunde;Feier;0;du;',
]
const HOUSEHOLDS = ['Familie Berg', 'Cem Klein']
/** Cards ordered (the smallest quantity): one per household, three without a name (they carry no code). */
const CARDS = 5

/** The wedding through the account's pages: created, two sub-events with their places, published. */
async function createWedding(page: Page): Promise<string> {
  await page.getByRole('main').getByRole('link', { name: 'Event-Portal' }).first().click()
  const create = page.getByTestId('event-create')
  await create.getByLabel('Anlass').selectOption('hochzeit')
  await create.getByLabel('Titel').fill('Anna & Ben')
  await create.getByLabel('Datum').fill('2027-06-12')
  await create.getByRole('button', { name: 'Event anlegen' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/events\/[0-9a-f-]{36}\/$/)
  const id = /events\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? ''
  const editor = page.getByTestId('event-editor')
  for (const [index, [name, place, city]] of [
    ['Standesamt', 'Rathaus Schöneberg', 'Berlin'],
    ['Feier', 'Gut Kaden', 'Alveslohe'],
  ].entries()) {
    await editor.getByRole('button', { name: 'Teil-Event hinzufügen' }).click()
    const sub = editor.getByTestId('sub-event').nth(index)
    await sub.getByLabel('Name des Teils').fill(name!)
    await sub.getByLabel('Ort (Name)').fill(place!)
    await sub.getByLabel('Stadt').fill(city!)
  }
  await editor.getByLabel('Menüwahl (eine Wahl je Zeile)').fill('Fleisch\nFisch')
  await editor.getByLabel('Nach Ernährung und Allergien fragen').check()
  await editor.getByRole('button', { name: 'Änderungen speichern' }).click()
  await expect(editor.getByRole('status')).toHaveText('Gespeichert.')
  const publish = page.getByTestId('event-publish')
  await publish.getByRole('button', { name: 'Event veröffentlichen' }).click()
  await expect(publish.getByTestId('event-state')).toHaveText('Status: Veröffentlicht')
  return id
}

/** The template downloaded, filled and uploaded on the guest list page; returns each household's link. */
async function importGuests(page: Page): Promise<Record<string, string>> {
  await page.getByRole('link', { name: 'Gästeliste' }).click()
  const template = await page.request.get('/web-api/events/guest-template?format=csv')
  const header = (await template.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]!
  const upload = page.getByTestId('guest-import')
  await upload.getByLabel('Datei').setInputFiles({
    name: 'gaeste.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...ROWS].join('\r\n'), 'utf8'),
  })
  await expect(page.getByTestId('import-preview')).toContainText('2 Haushalte in der Datei')
  await page.getByTestId('import-preview').getByRole('button', { name: 'Übernehmen' }).click()
  await expect(upload.getByRole('status')).toContainText('Übernommen: 2 neu')
  const links: Record<string, string> = {}
  for (const name of HOUSEHOLDS) {
    const row = page.getByTestId('household').filter({ hasText: name })
    links[name] = ((await row.getByTestId('rsvp-link').textContent()) ?? '').trim()
    expect(links[name]).toMatch(/\/r\/[\w-]{22}$/)
  }
  return links
}

/** A wedding invitation of the catalogue in the design tool, with the event's list and the household QR. */
async function designInvitation(page: Page): Promise<void> {
  await page.goto('/de/products/hochzeit/?category=invitation')
  await page.getByTestId('design-grid').locator('a[href*="/products/design/"]').first().click()
  await page.locator('#product-actions').getByTestId('design-now').click()
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 })

  await tab(page, 'Gästeliste').click()
  const panel = page.getByTestId('guest-list-panel')
  await expect(panel.getByRole('combobox', { name: 'Gästeliste aus meinem Event' })).toHaveText(
    'Anna & Ben (12. Juni 2027)',
  )
  await panel.getByRole('button', { name: 'Gästeliste aus meinem Event verwenden' }).click()
  await expect(page.getByTestId('guest-count')).toContainText(`${HOUSEHOLDS.length} Gäste`)

  await tab(page, 'Hinzufügen').click()
  const qr = page.getByTestId('qr-add')
  await expect(
    qr.getByRole('radio', { name: 'Persönlicher Antwort-Link (aus der Gästeliste)' }),
  ).toBeChecked()
  await qr.getByRole('button', { name: 'QR-Code einfügen' }).click()
  await tab(page, 'Auswahl').click()
  const size = page.getByRole('spinbutton', { name: 'Größe (mm)' })
  await size.fill('30')
  await size.press('Enter')
  await page.getByTestId('option-quantity').selectOption(String(CARDS))
  await expect(page.getByTestId('quantity-rule')).toHaveText('2 Gäste + 3 Karten ohne Namen = 5 Karten')
}

test('event portal journey: event, guests, invitation with QR, order, print file, answer on a phone, dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('journey')
  await signUpAndSignIn(page, email, {
    firstName: 'Anna',
    lastName: 'Berg',
    street: 'Heidestraße 17',
    postcode: '51147',
    city: 'Köln',
    country: 'DE',
  })
  const eventId = await createWedding(page)
  const links = await importGuests(page)

  await designInvitation(page)
  await addToCartFromTool(page)
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  const number = await orderAtCheckout(page, null, { payment: 'prepayment' })

  // The print file as production downloads it: one card per household with its own link, read back.
  const office = await browser.newContext({ baseURL })
  const { main: pdf } = await printFilesOf(await office.newPage(), number, ['main'] as const)
  expect(await printedQrCodes(pdf, CARDS)).toEqual([...HOUSEHOLDS.map((h) => links[h]), null, null, null])
  await office.close()

  // A guest scans the Bergs' card with a phone, a first visit (cookie banner, no pop-up seen): the
  // household's page, answered for both, with no newsletter tab or pop-up in the way.
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']
  const guest = await browser.newContext({
    ...phone,
    viewport: { width: 390, height: 844 },
    baseURL,
    storageState: { cookies: [], origins: [] },
  })
  const mobile = await guest.newPage()
  await mobile.clock.install()
  await mobile.goto(new URL(links['Familie Berg']!).pathname)
  await mobile.getByRole('button', { name: 'Nur notwendige' }).tap()
  await expect(mobile.getByText('Einladung für Familie Berg')).toBeVisible()
  const max = person(mobile, 'Max Berg')
  const eva = person(mobile, 'Eva Berg')
  await max.getByRole('radiogroup', { name: 'Standesamt' }).getByLabel('Zusage').tap()
  await max.getByRole('radiogroup', { name: 'Feier' }).getByLabel('Zusage').tap()
  await max.getByLabel('Menü').selectOption('Fisch')
  await max.getByLabel('vegetarisch', { exact: true }).tap()
  await eva.getByRole('radiogroup', { name: 'Standesamt' }).getByLabel('Absage').tap()
  await eva.getByRole('radiogroup', { name: 'Feier' }).getByLabel('Absage').tap()
  await noSidewaysScroll(mobile)
  await expect(mobile.getByTestId('newsletter-tab')).toHaveCount(0)
  // Longer than the newsletter pop-up waits on a shop page: a modal pop-up would now take the tap.
  await mobile.clock.fastForward(25_000)
  await mobile.getByRole('button', { name: 'Antwort senden' }).tap()
  await expect(mobile.getByRole('status')).toHaveText('Danke! Ihre Antwort ist gespeichert.')
  await expect(mobile.getByTestId('newsletter-popup')).toHaveCount(0)
  await expect(mobile.getByTestId('rsvp-summary')).toContainText(
    'Max Berg: kommt: Standesamt, Feier (Fisch, vegetarisch)',
  )
  await guest.close()

  // The couple's dashboard has the answer and the counts.
  await page.goto(`/de/kundenkonto/events/${eventId}/uebersicht/`)
  const dashboard = page.getByTestId('event-dashboard')
  await expect(page.getByTestId('newsletter-tab')).toHaveCount(0)
  await expect(dashboard.getByTestId('dashboard-households')).toHaveText(
    '1 von 2 Haushalten haben geantwortet',
  )
  const party = dashboard.getByTestId('dashboard-sub-event').filter({ hasText: 'Feier' })
  for (const [count, value] of [
    ['invited', '3'],
    ['accepted', '1'],
    ['declined', '1'],
    ['open', '1'],
  ] as const)
    await expect(party.getByTestId(`count-${count}`).getByRole('definition')).toHaveText(value)
  await expect(
    party.getByTestId('dashboard-meals').getByRole('listitem').filter({ hasText: 'Fisch' }),
  ).toContainText('1')
  await expect(dashboard.getByTestId('dashboard-activity')).toContainText(
    'Familie Berg hat geantwortet: 1 Zusage, 1 Absage',
  )

  // Place cards for the guests who said yes: only Max (Eva declined), opened in the design tool with
  // him as its one guest.
  await page
    .getByRole('navigation', { name: 'Bereiche des Events' })
    .getByRole('link', { name: 'Drucken' })
    .click()
  const placeCards = page.getByTestId('print-place-cards')
  await expect(placeCards).toContainText('1 Karte')
  await expect(placeCards).toContainText('Max Berg')
  await expect(placeCards).not.toContainText('Eva Berg')
  await placeCards.getByRole('button', { name: 'Platzkarten gestalten' }).click()
  await expect(page).toHaveURL(/\/de\/configurator-card\/?\?design=\d+&saved=[0-9a-f-]{36}/)
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  await tab(page, 'Gästeliste').click()
  await expect(page.getByTestId('guest-count')).toContainText('1 Gast ·')
})
