import { expect, test } from './fixtures'
import {
  fill,
  linkFromMail,
  mailSubjects,
  signUpAndSignIn,
  TEST_PASSWORD,
  uniqueEmail,
} from './account-support'
import { SAME_ORIGIN, seriousA11yViolations } from './support'

/**
 * Issue 24 points 6 and 8 in the browser: a name with a link is refused with a sentence that says so,
 * and "this wasn't me" in the notice to the old address undoes an e-mail change and locks the account
 * until the owner sets a new password (docs/adr/0049).
 */
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Sicher',
  street: 'Heidestraße 17',
  postcode: '51147',
  city: 'Köln',
  country: 'DE',
}

test('the sign-up form refuses a name with a web address', async ({ page }) => {
  await page.goto('/de/kundenkonto/registrieren/')
  const signUp = await fill(page, 'signup-form', {
    Vorname: 'Gewinn auf www.evil.example',
    Nachname: 'X',
    'E-Mail-Adresse': uniqueEmail('link-name'),
    Passwort: TEST_PASSWORD,
  })
  await signUp.getByRole('button', { name: 'Registrieren' }).click()
  await expect(signUp.getByText('ohne Web- oder E-Mail-Adressen', { exact: false })).toBeVisible()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/registrieren\/$/)
})

test('an e-mail change is reported to the old address, whose link undoes it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const owner = uniqueEmail('owner')
  const thief = uniqueEmail('thief')
  await signUpAndSignIn(page, owner, ADDRESS)
  const change = await page.request.post('/web-api/customer-email', {
    headers: { ...SAME_ORIGIN, locale: 'de-DE' },
    data: { newEmail: thief, password: TEST_PASSWORD },
  })
  expect(change.status()).toBe(200)
  await page.goto(await linkFromMail(request, thief, 'kundenkonto/bestaetigen'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Mail-Adresse bestätigt')
  expect(await mailSubjects(request, owner)).toContain(
    'Die E-Mail-Adresse Ihres Kundenkontos bei Kartenstudio wurde geändert',
  )

  // Opening the link changes nothing yet (mail scanners open links); the button does.
  await page.goto(await linkFromMail(request, owner, 'kundenkonto/adresse-zurueck'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Das war ich nicht')
  expect(await seriousA11yViolations(page)).toEqual([])
  const undo = page.getByTestId('email-undo-form')
  await undo.getByRole('button', { name: 'Änderung rückgängig machen' }).click()
  await expect(undo.getByRole('status')).toContainText('wieder die alte Adresse')

  // The password whoever changed the address knew is gone; the owner gets a reset link.
  await page.goto('/de/kundenkonto/anmelden/')
  const login = await fill(page, 'login-form', { 'E-Mail-Adresse': owner, Passwort: TEST_PASSWORD })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(login.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort stimmen nicht')
  expect(await linkFromMail(request, owner, 'passwort-neu')).toContain('token=')
})
