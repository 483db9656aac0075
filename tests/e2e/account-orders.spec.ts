import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { sampleDocumentInput } from '../../lib/shop/design-print/design/testing/fixtures'
import {
  fill,
  mailSubjects,
  orderOnInvoice,
  signUpAndSignIn,
  TEST_PASSWORD,
  uniqueEmail,
} from './account-support'
import { SAME_ORIGIN, seriousA11yViolations } from './support'

/**
 * A customer's orders: sign up and confirm, log in, order (invoice payment), find the order in the
 * account, download its invoice, order it again into the cart, and cancel it before production.
 */
const ADDRESS = {
  firstName: 'Olga',
  lastName: 'Order',
  street: 'Heidestraße 17',
  postcode: '51147',
  city: 'Köln',
  country: 'DE',
}
const CARD = {
  kind: 'card',
  snapshot: sampleDocumentInput(),
  options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
}

test('sign up → order → account list and detail → invoice PDF → reorder → cancel', async ({
  page,
  request,
}) => {
  // Argon2 work (sign-up, log-in, two deletions), PDF drawing and several pages on a shared machine.
  test.setTimeout(180_000)
  const email = uniqueEmail('orders')
  await signUpAndSignIn(page, email, ADDRESS)
  const order = { number: await orderOnInvoice(page, email, ADDRESS, CARD) }

  // In the account: the list, then the detail.
  await page.goto('/de/kundenkonto/')
  await page.getByRole('link', { name: 'Bestellungen', exact: true }).first().click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/bestellungen\/$/)
  const row = page.getByTestId('account-orders').getByRole('row', { name: new RegExp(order.number) })
  await expect(row).toContainText('Eingegangen')
  expect(await seriousA11yViolations(page)).toEqual([])
  await row.getByRole('link', { name: `Details zu ${order.number}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestellung ${order.number}`)
  await expect(page.getByTestId('order-history')).toContainText('Eingegangen')
  await expect(page.getByText('50 × Klappkarte')).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  // The invoice, as a download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('invoice-download').click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^Rechnung-RE-\d{4}-\d{6}\.pdf$/)
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  // Another visitor (no session, no visitor key of ours) gets a 404.
  expect((await request.get(`/web-api/orders/${order.number}/invoice`)).status()).toBe(404)

  // Order again: the line lands in the cart, priced anew.
  await page.getByTestId('reorder').click()
  await expect(page).toHaveURL(/\/de\/warenkorb\/$/)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)

  // The account waits for the open order: deleting it is refused with a sentence naming the order.
  await page.goto('/de/kundenkonto/daten/')
  const deletion = await fill(page, 'delete-form', { 'Aktuelles Passwort': TEST_PASSWORD })
  await deletion.getByRole('button', { name: 'Kundenkonto endgültig löschen' }).click()
  await expect(deletion.getByRole('alert')).toContainText(`sobald sie versandt sind (${order.number})`)
  await expect(page).toHaveURL(/\/de\/kundenkonto\/daten\/$/)

  // Cancel, after confirming.
  await page.goto(`/de/kundenkonto/bestellungen/${order.number}/`)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByTestId('cancel-order').click()
  // The page shows the new state, and the confirmation stays once the button has gone.
  await expect(page.getByTestId('order-state')).toHaveText('Storniert')
  await expect(page.getByTestId('cancel-order')).toHaveCount(0)
  await expect(page.getByTestId('cancel-message')).toContainText('storniert')
  await expect
    .poll(() => mailSubjects(request, email))
    .toContain(`Ihre Bestellung ${order.number} ist storniert`)

  // The cancellation invoice (own number, reversing the invoice), downloadable by the owner only.
  const [storno] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('cancellation-invoice-download').click(),
  ])
  expect(storno.suggestedFilename()).toMatch(/^Stornorechnung-ST-\d{4}-\d{6}\.pdf$/)
  expect((await readFile((await storno.path())!)).subarray(0, 5).toString()).toBe('%PDF-')
  const api = await page.request.get(`/web-api/orders/${order.number}/cancellation-invoice`)
  expect(api.status()).toBe(200)
  expect(api.headers()['content-type']).toBe('application/pdf')
  expect((await request.get(`/web-api/orders/${order.number}/cancellation-invoice`)).status()).toBe(404)

  // Cancelled, the order no longer holds the account: deleted, signed out, the address free again.
  await page.goto('/de/kundenkonto/daten/')
  const again = await fill(page, 'delete-form', { 'Aktuelles Passwort': TEST_PASSWORD })
  await again.getByRole('button', { name: 'Kundenkonto endgültig löschen' }).click()
  await expect(page).toHaveURL(/\/de\/$/)
  expect((await page.request.get('/web-api/customer-data')).status()).toBe(401)
  const logIn = await page.request.post('/web-api/customer-login', {
    headers: { ...SAME_ORIGIN, locale: 'de-DE' },
    data: { email, password: TEST_PASSWORD },
  })
  expect(logIn.status()).toBe(401)
})
