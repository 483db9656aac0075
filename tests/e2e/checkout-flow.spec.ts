import { expect, test } from './fixtures'
import { addSampleCard, SAME_ORIGIN, seriousA11yViolations } from './support'
import { mailTexts, signUpAndSignIn, uniqueEmail } from './account-support'

/**
 * A shopper's way through cart and checkout: a design from the editor lands in the cart (as the editor
 * posts it), quantity, remove and undo, guest checkout with invoice, the confirmation page and the
 * confirmation e-mail in the development mail viewer.
 */

test('cart: change quantity, remove and undo, badge follows', async ({ page }) => {
  await addSampleCard(page)
  await page.goto('/de/warenkorb/')
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  const before = await line.getByTestId('line-total').textContent()
  await line.getByRole('combobox').selectOption('100')
  await expect(line.getByTestId('line-total')).not.toHaveText(before ?? '')
  await line.getByRole('button', { name: /entfernen/i }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  await page.getByRole('button', { name: 'Rückgängig' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the header badge asks for the cart only while it may hold something', async ({ page }) => {
  let asked = 0
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/web-api/cart') asked += 1
  })
  const visit = async (path: string) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  // A first visitor's pages ask at most once: an empty answer writes "0" into the count cookie.
  await visit('/de/')
  await visit('/de/products/hochzeit/')
  expect(asked).toBeLessThanOrEqual(1)
  const count = async () => (await page.context().cookies()).find((c) => c.name === 'cart_count')?.value
  expect(await count()).toBe('0')
  const before = asked
  await visit('/de/')
  await visit('/de/products/hochzeit/')
  expect(asked).toBe(before)
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  // Something in the cart: the count comes with the answer, and every page shows it (and checks it).
  await addSampleCard(page)
  expect(await count()).toBe('1')
  await visit('/de/')
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  expect(asked).toBe(before + 1)
})

test('guest checkout with invoice: confirmation page and e-mail', async ({ page }) => {
  const email = `gast-${Date.now()}@example.com`
  await addSampleCard(page)
  await page.goto('/de/warenkorb/')
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/$/)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Mustermann')
  await page.getByLabel('Straße und Hausnummer').fill('Heidestraße 17')
  await page.getByLabel('PLZ').fill('5114')
  // A pasted right-to-left override (a control character) is refused, as in the account forms.
  await page.getByLabel('Ort').fill('Kö\u202eln')
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page.getByText(/gültige Postleitzahl/)).toBeVisible()
  await expect(page.getByText(/akzeptieren Sie die AGB/)).toBeVisible()
  await expect(page.getByText('Bitte ohne Zeilenumbrüche oder Steuerzeichen eingeben.')).toBeVisible()
  await page.getByLabel('PLZ').fill('51147')
  await page.getByLabel('Ort').fill('Köln')
  await page.getByRole('radio', { name: /Rechnung/ }).check()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/bestaetigung\/KS-\d+\/$/, { timeout: 20_000 })
  const number = /KS-\d+/.exec(page.url())?.[0] ?? ''
  await expect(page.getByTestId('order-number')).toContainText(number)
  await expect(page.getByText(/Voraussichtliche Zustellung/)).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveCount(0)

  const mail = await page.request.get(`/dev/mail?to=${encodeURIComponent(email)}&format=json`)
  const { messages } = (await mail.json()) as { messages: { subject: string; text: string }[] }
  expect(messages.map((m) => m.subject)).toEqual([`Ihre Bestellung ${number} bei Kartenstudio`])
  expect(messages[0]?.text).toContain('Rechnung')

  // Someone else cannot open the confirmation.
  await page.context().clearCookies()
  const stranger = await page.goto(`/de/kasse/bestaetigung/${number}/`)
  expect(stranger?.status()).toBe(404)
})

test('express and Saturday express can be chosen, stay chosen and are what the order ships', async ({
  page,
}) => {
  await addSampleCard(page)
  await page.goto('/de/kasse/')
  const summary = page.locator('section[aria-labelledby="order-summary"]')
  const express = page.getByRole('radio', { name: /Expressversand/ })
  const saturday = page.getByRole('radio', { name: /Samstagsexpress/ })
  // Each choice once stayed only until the quote came back, then snapped back to Standard.
  await express.check()
  await expect(summary).toContainText('12,99')
  await expect(express).toBeChecked()
  await saturday.check()
  await expect(summary).toContainText('22,99')
  await expect(saturday).toBeChecked()
  await page.getByLabel('E-Mail-Adresse').fill(`samstag-${Date.now()}@example.com`)
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Mustermann')
  await page.getByLabel('Straße und Hausnummer').fill('Heidestraße 17')
  await page.getByLabel('PLZ').fill('51147')
  await page.getByLabel('Ort').fill('Köln')
  await expect(saturday).toBeChecked()
  await page.getByRole('radio', { name: /Vorkasse/ }).check()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/bestaetigung\/KS-\d+\/$/, { timeout: 20_000 })
  await expect(page.getByText('Versand (Samstagsexpress)')).toBeVisible()
})

test('a signed-in customer: checkout prefilled from the address book, a new delivery address kept, terms mailed', async ({
  page,
}) => {
  const email = uniqueEmail('stammkunde')
  const home = {
    firstName: 'Erika',
    lastName: 'Mustermann',
    street: 'Heidestraße 17',
    postcode: '51147',
    city: 'Köln',
    country: 'DE',
  }
  await signUpAndSignIn(page, email, home)
  const book = await page.request.post('/web-api/customer-addresses', {
    headers: { ...SAME_ORIGIN, locale: 'de-DE' },
    data: home,
  })
  expect(book.status()).toBe(200)
  await addSampleCard(page)
  await page.goto('/de/kasse/')
  await expect(page.getByText(`Sie bestellen mit Ihrem Kundenkonto ${email}.`)).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
  await expect(page.getByLabel('Straße und Hausnummer').first()).toHaveValue('Heidestraße 17')
  await expect(page.getByLabel('Ort').first()).toHaveValue('Köln')
  // A gift goes to someone else: that address is typed once and kept for next time.
  await page.getByRole('checkbox', { name: 'Lieferadresse ist die Rechnungsadresse' }).uncheck()
  await page.getByLabel('Vorname').last().fill('Hans')
  await page.getByLabel('Nachname').last().fill('Mustermann')
  await page.getByLabel('Straße und Hausnummer').last().fill('Am Markt 1')
  await page.getByLabel('PLZ').last().fill('53111')
  await page.getByLabel('Ort').last().fill('Bonn')
  await expect(
    page.getByRole('checkbox', { name: 'Diese Adressen in meinem Kundenkonto speichern' }),
  ).toBeChecked()
  await expect(page.getByTestId('withdrawal-exclusion')).toContainText('vom Widerrufsrecht ausgeschlossen')
  await page.getByRole('radio', { name: /Rechnung/ }).check()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/bestaetigung\/KS-\d+\/$/, { timeout: 20_000 })

  const saved = await page.request.get('/web-api/customer-addresses', { headers: { locale: 'de-DE' } })
  const rows = (await saved.json()) as { city: string }[]
  expect(rows.map((row) => row.city)).toEqual(['Köln', 'Bonn'])
  const [confirmation] = await mailTexts(page.request, email).then((texts) =>
    texts.filter((t) => t.includes('KS-')),
  )
  expect(confirmation).toContain('Im Anhang finden Sie unsere AGB und die Widerrufsbelehrung')

  // The next checkout offers both, and picking one fills every field.
  await addSampleCard(page)
  await page.goto('/de/kasse/')
  await page
    .getByTestId('billing-saved')
    .selectOption({ label: 'Hans Mustermann, Am Markt 1, 53111 Bonn, Deutschland' })
  await expect(page.getByLabel('Vorname').first()).toHaveValue('Hans')
  await expect(page.getByLabel('PLZ').first()).toHaveValue('53111')
})

test('free samples: no payment step, free shipping, a confirmation without a 0 € transfer', async ({
  page,
}) => {
  await page.goto('/de/products/?product=folded-card')
  await page.getByTestId('design-grid').getByRole('listitem').first().getByRole('link').first().click()
  await page.getByRole('button', { name: 'Gratis Muster bestellen' }).click()
  await page.goto('/de/kasse/')
  const summary = page.locator('section[aria-labelledby="order-summary"]')
  await expect(summary).not.toContainText('4,99')
  await expect(page.getByTestId('no-payment')).toHaveText(
    'Diese Bestellung ist kostenlos – Sie müssen nichts bezahlen.',
  )
  await expect(page.getByRole('radio', { name: /Vorkasse/ })).toHaveCount(0)
  await page.getByLabel('E-Mail-Adresse').fill(`muster-${Date.now()}@example.com`)
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Mustermann')
  await page.getByLabel('Straße und Hausnummer').fill('Heidestraße 17')
  await page.getByLabel('PLZ').fill('51147')
  await page.getByLabel('Ort').fill('Köln')
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Kostenlos bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/bestaetigung\/KS-\d+\/$/, { timeout: 20_000 })
  await expect(page.getByTestId('nothing-to-pay')).toContainText('Sie müssen nichts bezahlen')
  await expect(page.getByText('IBAN')).toHaveCount(0)
})
