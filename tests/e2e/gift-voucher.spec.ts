import { expect, test } from './fixtures'
import { addSampleCard, SAME_ORIGIN } from './support'
import { mailsTo, orderAtCheckout, signInAs } from './backoffice-support'

/**
 * Issue 32 point 1, as a shopper goes: a gift voucher of 500 € bought on its page, ordered by
 * prepayment without shipping, marked paid in the back office, its code taken from the mail (which
 * says where it goes), and part of it redeemed on cards at the checkout's code field; the rest stays.
 */
test('buy a gift voucher, pay, take the code from the mail and redeem part of it', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `gift-${Date.now()}@example.com`
  await page.goto('/de/geschenkgutschein/')
  const form = page.getByTestId('gift-voucher-form')
  // A free amount: 500 € is more than the cards later cost, so part of it stays.
  await form.getByLabel('Anderer Betrag (EUR)').fill('500')
  await form.getByLabel('Name der beschenkten Person (optional)').fill('Ilse')
  await form.getByLabel('Ihre Nachricht (optional, bis 300 Zeichen)').fill('Alles Gute!')
  await form.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(form.getByRole('status')).toContainText('Der Gutschein liegt im Warenkorb.')

  await page.goto('/de/warenkorb/')
  await expect(page.getByTestId('cart-line-giftvoucher')).toContainText(
    /Geschenkgutschein 500\s€ · per E-Mail an Sie · für Ilse/,
  )
  await page.goto('/de/kasse/')
  const number = await orderAtCheckout(page, email, { payment: 'prepayment' })

  await signInAs(page)
  await page.goto(`/backoffice/orders/${number}`)
  await page.getByLabel('Neuer Status').selectOption({ label: 'Bezahlt' })
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Bezahlt').first()).toBeVisible()

  let code = ''
  await expect(async () => {
    const mail = (await mailsTo(page.request, email)).find((m) =>
      m.subject.startsWith('Ihr Geschenkgutschein'),
    )
    expect(mail?.text).toContain('an der Kasse im Feld „Gutscheincode“')
    code = /GS(-[A-Z0-9]{4}){4}/.exec(mail?.text ?? '')?.[0] ?? ''
    expect(code).not.toBe('')
  }).toPass({ timeout: 15_000 })

  await addSampleCard(page)
  await page.goto('/de/kasse/')
  await page.getByLabel('Gutscheincode (optional)').fill(code)
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(page.locator('#voucher-status')).toContainText(`Gutschein ${code} eingelöst`)
  // The voucher pays the whole order: no payment is asked for, and the code stays redeemed.
  await expect(page.getByTestId('no-payment')).toHaveText(/Ihr Gutschein deckt den ganzen Betrag/)
  await expect(page.locator('#voucher-status')).toContainText(`Gutschein ${code} eingelöst`)
  const paid = await orderAtCheckout(page, email, { payment: 'none' })
  expect(paid).toMatch(/^KS-/)
  const check = await page.request.post('/web-api/voucher', { data: { code }, headers: SAME_ORIGIN })
  const facts = (await check.json()) as { amount: number; initialAmount: number }
  expect(check.status()).toBe(200)
  expect(facts.initialAmount).toBe(50_000)
  expect(facts.amount).toBeGreaterThan(0)
  expect(facts.amount).toBeLessThan(50_000)
})
