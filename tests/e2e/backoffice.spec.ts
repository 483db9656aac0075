import { expect, test, type Page } from './fixtures'
import { base32Decode, totp } from '../../lib/backoffice/totp'
import { enterPassword, orderThroughCheckout, signInAs, staffAccount } from './backoffice-support'
import { SAME_ORIGIN, seriousA11yViolations } from './support'

/**
 * The order's way through the back office: a shopper orders a personalised card (as in
 * checkout-flow.spec.ts), a staff member (made by the E2E_FIXTURES-only fixture) signs in with password
 * and a TOTP code from the enrolment page, finds the order, downloads its print PDF, and moves it to
 * paid, in production and shipped with a tracking number; the shipped e-mail is in the outbox.
 */

/**
 * The staff fixture's account through every step of the sign-in, with the wrong password and the
 * wrong code refused on the way (the other tests sign in with backoffice-support.ts's signInAs).
 */
async function signInAsNewStaff(page: Page): Promise<void> {
  const staff = await staffAccount(page)
  await page.goto('/backoffice/login')
  await page.getByLabel('E-Mail-Adresse').fill(staff.email)
  await page.getByLabel('Passwort').fill('wrong password')
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.locator('main [role=alert]')).toHaveText('E-Mail-Adresse oder Passwort stimmen nicht.')
  await enterPassword(page, staff)
  await expect(page).toHaveURL(/\/backoffice\/enrol$/)
  await expect(page.getByRole('img', { name: /QR-Code/ })).toBeVisible()
  // Still no way in before the second factor.
  expect((await page.request.get('/backoffice/orders.csv')).status()).toBe(404)
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code').fill('000000')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.locator('main [role=alert]')).toContainText('Der Code stimmt nicht')
  await page.getByLabel('Code').fill(await totp(base32Decode(secret), new Date()))
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/backoffice$/)
}

async function changeStatus(page: Page, to: string, shipping?: { carrier: string; tracking: string }) {
  await page.getByLabel('Neuer Status').selectOption({ label: to })
  if (shipping) {
    await page.getByLabel('Versanddienst').fill(shipping.carrier)
    await page.getByLabel('Sendungsnummer').fill(shipping.tracking)
  }
  await page.getByRole('button', { name: 'Speichern' }).click()
}

test('staff sign in with TOTP, download the print file and ship the order', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `bo-${Date.now()}@example.com`
  const number = await orderThroughCheckout(page, email)

  // Nobody but signed-in staff learns that the back office exists.
  expect((await page.goto('/backoffice'))?.status()).toBe(404)
  expect((await page.goto(`/backoffice/orders/${number}`))?.status()).toBe(404)
  expect((await page.request.get('/backoffice/orders.csv')).status()).toBe(404)

  await signInAsNewStaff(page)

  await page.getByLabel('Bestellnummer oder E-Mail').fill(number)
  await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page.getByTestId('order-row')).toHaveCount(1)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('link', { name: number }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
  await expect(page.getByTestId('order-status')).toHaveText('Eingegangen')

  // The print file was queued with the order and rendered by the worker right after it.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('link', { name: 'PDF herunterladen' })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const href = await page.getByRole('link', { name: 'PDF herunterladen' }).getAttribute('href')
  const pdf = await page.request.get(href ?? '')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const bytes = await pdf.body()
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.getByTestId('print-file')).toContainText('Fertig')
  expect(await seriousA11yViolations(page)).toEqual([])

  await changeStatus(page, 'Bezahlt')
  await expect(page.getByTestId('order-status')).toHaveText('Bezahlt')
  await changeStatus(page, 'In Produktion')
  await expect(page.getByTestId('order-status')).toHaveText('In Produktion')
  await changeStatus(page, 'Versandt')
  await expect(page.locator('main [role=alert]')).toContainText('Sendungsnummer')
  await expect(page.getByTestId('order-status')).toHaveText('In Produktion')
  await changeStatus(page, 'Versandt', { carrier: 'DHL', tracking: '00340434161234567890' })
  await expect(page.getByTestId('order-status')).toHaveText('Versandt')
  await expect(page.getByTestId('tracking')).toHaveText('00340434161234567890')
  await expect(page.getByTestId('history')).toContainText('Versandt')
  await expect(page.getByTestId('order-mail').filter({ hasText: 'ist unterwegs' })).toHaveCount(1)

  // The customer's shipped e-mail went through the outbox to the development mail viewer.
  await expect(async () => {
    const res = await page.request.get(`/dev/mail?to=${encodeURIComponent(email)}&format=json`)
    const { messages } = (await res.json()) as {
      messages: { subject: string; text: string; status: string }[]
    }
    const shipped = messages.find((m) => m.subject === `Ihre Bestellung ${number} ist unterwegs`)
    expect(shipped?.text).toContain('00340434161234567890')
    expect(shipped?.status).toBe('stored')
  }).toPass({ timeout: 20_000 })

  const csv = await page.request.get(`/backoffice/orders.csv?q=${number}`)
  expect(csv.status()).toBe(200)
  const text = await csv.text()
  expect(text).toContain(`${number};`)
  expect(text).toContain(';Versandt;')

  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL(/\/backoffice\/login$/)
  expect((await page.goto('/backoffice'))?.status()).toBe(404)
})

test('staff see invoice numbers, render a print file again, resend a failed mail and cancel', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `bo-again-${Date.now()}@example.com`
  const number = await orderThroughCheckout(page, email)
  await signInAs(page)

  // The list shows the order's invoice number.
  await page.getByLabel('Bestellnummer oder E-Mail').fill(number)
  await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page.getByTestId('order-invoices')).toHaveText(/^RE-\d{4}-\d{6}$/)
  const invoiceNumber = ((await page.getByTestId('order-invoices').textContent()) ?? '').trim()
  await page.getByRole('link', { name: number }).click()
  await expect(page.getByTestId('order-invoice')).toHaveCount(1)
  await expect(page.getByTestId('order-invoice')).toContainText(`Rechnung ${invoiceNumber}`)
  const invoicePdf = await page.request.get(`/backoffice/orders/${number}/invoices/${invoiceNumber}`)
  expect(invoicePdf.status()).toBe(200)
  expect((await invoicePdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // Render again: the print file is made anew (a later rendering time), and still downloads.
  const rendered = page.getByTestId('print-file').locator('time')
  await expect(async () => {
    await page.reload()
    await expect(rendered).toHaveAttribute('datetime', /\d/, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const firstRender = await rendered.getAttribute('datetime')
  await page.getByRole('button', { name: 'Neu erzeugen' }).click()
  await expect(page.locator('main [role=status]')).toContainText('Die Druckdaten werden neu erzeugt.')
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('print-file')).toContainText('Fertig', { timeout: 1_000 })
    expect(await rendered.getAttribute('datetime')).not.toBe(firstRender)
  }).toPass({ timeout: 30_000 })
  const href = await page.getByRole('link', { name: 'PDF herunterladen' }).getAttribute('href')
  expect((await page.request.get(href ?? '')).status()).toBe(200)

  // Send again: the confirmation mail failed on every try (SMTP down); staff send it again.
  const failed = await page.request.post('/backoffice/test-fixtures/fail-mail', {
    headers: SAME_ORIGIN,
    data: { number },
  })
  expect(await failed.json()).toEqual({ failed: 1 })
  await page.reload()
  const confirmation = page.getByTestId('order-mail').filter({ hasText: `${number} bei ` })
  await expect(confirmation).toContainText('Fehlgeschlagen')
  await expect(confirmation).toContainText('421 SMTP not available')
  await confirmation.getByRole('button', { name: 'Erneut senden' }).click()
  await expect(page.locator('main [role=status]')).toContainText('Die E-Mail wird erneut gesendet.')
  await expect(async () => {
    await page.reload()
    await expect(confirmation).toContainText('Gespeichert (kein SMTP)', { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(confirmation).not.toContainText('421 SMTP')
  await expect(confirmation.getByRole('button', { name: 'Erneut senden' })).toHaveCount(0)

  // Cancelling issues the cancellation invoice: listed with the invoice, downloadable, in the list.
  // It asks for the reason and shows the customer's e-mail before staff confirm (issue 34 point 5).
  await page.getByRole('radio', { name: 'Kunde hat darum gebeten' }).check()
  await page.getByRole('button', { name: 'Stornierung prüfen' }).click()
  await expect(page.getByTestId('cancel-mail')).toContainText('Wie gewünscht haben wir Ihre Bestellung')
  await page.getByRole('button', { name: 'Ja, jetzt stornieren' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Storniert')
  const storno = page.getByTestId('order-invoice').filter({ hasText: 'Stornorechnung' })
  await expect(storno).toContainText(/ST-\d{4}-\d{6}/)
  const stornoNumber = /ST-\d{4}-\d{6}/.exec((await storno.textContent()) ?? '')?.[0] ?? ''
  const stornoPdf = await page.request.get(`/backoffice/orders/${number}/invoices/${stornoNumber}`)
  expect(stornoPdf.status()).toBe(200)
  expect(stornoPdf.headers()['content-disposition']).toContain(`Stornorechnung-${stornoNumber}.pdf`)
  // Another order's page does not hand out this order's invoices.
  expect((await page.request.get(`/backoffice/orders/KS-999999/invoices/${stornoNumber}`)).status()).toBe(404)
  await expect(page.getByTestId('order-mail').filter({ hasText: 'ist storniert' })).toHaveCount(1)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('link', { name: /Zur Liste/ }).click()
  await page.getByLabel('Bestellnummer oder E-Mail').fill(number)
  await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page.getByTestId('order-invoices')).toContainText(invoiceNumber)
  await expect(page.getByTestId('order-invoices')).toContainText(stornoNumber)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the order list fits the screen', async ({ page }) => {
    await signInAs(page)
    await expect(page.getByRole('heading', { name: 'Bestellungen', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Filtern' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
