import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { SAME_ORIGIN } from './support'

/** Helpers of the account browser tests: unique addresses and links from the development mail viewer. */

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

interface ViewerMessage {
  subject: string
  text: string
}

/**
 * The path and query of the newest link to `route` in mails to `to`. Mail links use the configured
 * site URL (SITE_URL_*), which is another port than the test server's, so only the path is followed.
 */
export async function linkFromMail(request: APIRequestContext, to: string, route: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}&format=json`)
        const { messages } = (await response.json()) as { messages: ViewerMessage[] }
        for (const message of messages) {
          const match = message.text.match(new RegExp(`https?://[^\\s/]+(/\\S*${route}\\S*)`))
          if (match?.[1]) {
            found = match[1]
            return true
          }
        }
        return false
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

export async function mailSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}&format=json`)
  const { messages } = (await response.json()) as { messages: ViewerMessage[] }
  return messages.map((m) => m.subject)
}

export async function mailTexts(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}&format=json`)
  const { messages } = (await response.json()) as { messages: ViewerMessage[] }
  return messages.map((m) => m.text)
}

export async function fill(scope: Page | Locator, testId: string, values: Record<string, string>) {
  const form = scope.getByTestId(testId)
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value)
  return form
}

export const TEST_PASSWORD = 'Ein langer Satz als Passwort'

export interface TestAddress {
  firstName: string
  lastName: string
  street: string
  postcode: string
  city: string
  country: string
}

/** A new customer: signed up through the API, confirmed from the mail, signed in on the login page. */
export async function signUpAndSignIn(page: Page, email: string, address: TestAddress): Promise<void> {
  const signUp = await page.request.post('/web-api/customer-signup', {
    headers: { ...SAME_ORIGIN, locale: 'de-DE' },
    data: { email, password: TEST_PASSWORD, firstName: address.firstName, lastName: address.lastName },
  })
  expect(signUp.status()).toBe(200)
  await page.goto(await linkFromMail(page.request, email, 'kundenkonto/bestaetigen'))
  await page.goto('/de/kundenkonto/anmelden/')
  const login = await fill(page, 'login-form', { 'E-Mail-Adresse': email, Passwort: TEST_PASSWORD })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/$/)
}

/**
 * One item put in the cart and ordered on invoice through the API (the checkout page itself is covered
 * by checkout-flow.spec.ts); returns the order number.
 */
export async function orderOnInvoice(
  page: Page,
  email: string,
  address: TestAddress,
  item: Record<string, unknown>,
): Promise<string> {
  expect(
    (await page.request.post('/web-api/cart/items', { data: item, headers: SAME_ORIGIN })).status(),
  ).toBe(200)
  const placed = await page.request.post('/web-api/checkout/orders', {
    headers: { ...SAME_ORIGIN, locale: 'de-DE' },
    data: {
      idempotencyKey: randomUUID(),
      email,
      billingAddress: address,
      shippingSameAsBilling: true,
      shippingMethod: 'standard',
      paymentMethod: 'invoice',
      acceptTerms: true,
    },
  })
  expect(placed.status()).toBe(200)
  return ((await placed.json()) as { order: { number: string } }).order.number
}
