import { expect, test, type APIRequestContext } from './fixtures'
import { fill, linkFromMail, uniqueEmail } from './account-support'
import { SAME_ORIGIN, seriousA11yViolations } from './support'

/** The signed-in sections: addresses with postcode checks, newsletter preference; API sign-up for speed. */

const PASSWORD = 'Ein langer Satz als Passwort'

async function confirmedCustomer(request: APIRequestContext, email: string) {
  const signup = await request.post('/web-api/customer-signup', {
    headers: SAME_ORIGIN,
    data: { email, password: PASSWORD, firstName: 'Bea', lastName: 'Tester' },
  })
  expect(signup.status()).toBe(200)
  const link = await linkFromMail(request, email, 'kundenkonto/bestaetigen')
  await request.get(link)
}

test('addresses: add with a postcode check, delete', async ({ page, request }) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('addr')
  await confirmedCustomer(request, email)
  await page.goto('/de/kundenkonto/anmelden/')
  const login = await fill(page, 'login-form', { 'E-Mail-Adresse': email, Passwort: PASSWORD })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/$/)

  await page.getByRole('link', { name: 'Adressen' }).first().click()
  await expect(page.getByText('Sie haben noch keine Adresse gespeichert.')).toBeVisible()
  const form = await fill(page, 'address-form', {
    Vorname: 'Bea',
    Nachname: 'Tester',
    'Straße und Hausnummer': 'Musterweg 1',
    Postleitzahl: '1234',
    Ort: 'München',
  })
  await form.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(form.getByRole('alert')).toContainText('Postleitzahl passt nicht')
  await form.getByLabel('Postleitzahl').fill('80331')
  await form.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.locator('address')).toContainText('80331 München')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Löschen' }).click()
  await expect(page.getByText('Sie haben noch keine Adresse gespeichert.')).toBeVisible()

  await page.getByRole('link', { name: 'Newsletter' }).first().click()
  await expect(page.getByTestId('newsletter-status')).toContainText('derzeit nicht')
  await page.getByRole('button', { name: 'Newsletter abonnieren' }).click()
  await expect(page.getByRole('status')).toContainText('Bitte bestätigen Sie Ihre Anmeldung')
})
