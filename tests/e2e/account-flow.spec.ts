import { expect, test } from './fixtures'
import { fill, linkFromMail, uniqueEmail } from './account-support'
import { seriousA11yViolations } from './support'

/**
 * A shopper's account, start to end on the card brand: sign up, confirm by the e-mailed link, log in,
 * edit names, log out, reset the password by link, log in with the new one. Keyboard and axe checks on
 * the way.
 */
const PASSWORD = 'Ein langer Satz als Passwort'
const NEW_PASSWORD = 'Noch ein langer neuer Satz'

test('sign up → confirm → log in → edit → log out → reset → log in', async ({ page, request }) => {
  // A long walk through many pages, each with Argon2 work on a shared machine.
  test.setTimeout(120_000)
  const email = uniqueEmail('flow')
  await page.goto('/de/kundenkonto/')
  await expect(page).toHaveURL(/\/de\/kundenkonto\/anmelden\/$/)
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundenkonto anlegen')
  expect(await seriousA11yViolations(page)).toEqual([])

  // Client checks first: a common password is refused by the server and explained.
  const signUp = await fill(page, 'signup-form', {
    Vorname: 'Ada',
    Nachname: '<b>Lovelace</b>',
    'E-Mail-Adresse': email,
    Passwort: 'passwort123',
  })
  await signUp.getByRole('button', { name: 'Registrieren' }).click()
  await expect(signUp.getByText('Dieses Passwort ist zu leicht zu erraten', { exact: false })).toBeVisible()
  await signUp.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
  await signUp.getByLabel('Passwort', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/de\/kundenkonto\/registriert\/$/)
  await expect(page.getByRole('link', { name: 'Zum Kundenkonto' })).toBeVisible()

  // Not confirmed yet: login explains it.
  await page.goto('/de/kundenkonto/anmelden/')
  let login = await fill(page, 'login-form', { 'E-Mail-Adresse': email, Passwort: PASSWORD })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(login.getByRole('alert')).toContainText('bestätigen Sie zuerst')

  await page.goto(await linkFromMail(request, email, 'kundenkonto/bestaetigen'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Mail-Adresse bestätigt')
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click()

  login = await fill(page, 'login-form', { 'E-Mail-Adresse': email, Passwort: 'falsches Passwort!' })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(login.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort stimmen nicht')
  await login.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Hallo Ada' })).toBeVisible()
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name.endsWith('session_token'))
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'Persönliche Daten' }).first().click()
  const names = page.getByTestId('names-form')
  await names.getByLabel('Vorname', { exact: true }).fill('<script>alert(1)</script>Grace')
  await names.getByRole('button', { name: 'Name speichern' }).click()
  await expect(names.getByRole('status')).toHaveText('Ihr Name ist gespeichert.')
  await page.reload()
  await expect(page.getByTestId('names-form').getByLabel('Vorname', { exact: true })).toHaveValue(
    '<script>alert(1)</script>Grace',
  )
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Abmelden', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/anmelden\/$/)
  await page.goto('/de/kundenkonto/daten/')
  await expect(page).toHaveURL(/\/de\/kundenkonto\/anmelden\/$/)

  // Password reset by link, single use.
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
  const reset = await fill(page, 'reset-request-form', { 'E-Mail-Adresse': email })
  await reset.getByRole('button', { name: 'Link anfordern' }).click()
  await expect(reset.getByRole('status')).toContainText('Wenn ein Kundenkonto')
  const resetLink = await linkFromMail(request, email, 'passwort-neu')
  await page.goto(resetLink)
  const next = await fill(page, 'reset-new-form', { Passwort: NEW_PASSWORD })
  await next.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(next.getByRole('status')).toContainText('Ihr Passwort ist geändert')
  await page.goto(resetLink)
  const again = await fill(page, 'reset-new-form', { Passwort: 'Ganz anderer langer Satz' })
  await again.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(again.getByRole('alert')).toContainText('ungültig oder abgelaufen')

  await page.goto('/de/kundenkonto/anmelden/')
  login = await fill(page, 'login-form', { 'E-Mail-Adresse': email, Passwort: NEW_PASSWORD })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/$/)
})

test('the login form works with the keyboard alone', async ({ page }) => {
  await page.goto('/de/kundenkonto/anmelden/')
  await page.getByTestId('login-form').getByLabel('E-Mail-Adresse').focus()
  await page.keyboard.type('keyboard@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('irgendein Passwort')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('login-form').getByRole('alert')).toContainText('stimmen nicht')
})
