import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page, type TestInfo } from './fixtures'
import { base32Decode, totp } from '../../lib/backoffice/totp'
import { sampleDocumentInput } from '../../lib/shop/design-print/design/testing/fixtures'
import { addSampleCard, SAME_ORIGIN } from './support'

/**
 * What the back-office browser specs share (issue 34): a staff member of a role signed in with a TOTP
 * code, orders of personalised cards placed through the shop's API or its checkout page, the mails of
 * the development mail viewer, and the phone checks.
 */

export type StaffRoleName = 'owner' | 'production' | 'support'

/** A new staff member of the role from the E2E_FIXTURES-only fixture (verified, with a password). */
export async function staffAccount(
  page: Page,
  role: StaffRoleName = 'owner',
): Promise<{ email: string; password: string }> {
  const fixture = await page.request.post(`/backoffice/test-fixtures/staff?role=${role}`, {
    headers: SAME_ORIGIN,
  })
  expect(fixture.status()).toBe(200)
  return (await fixture.json()) as { email: string; password: string }
}

/** The password step only: the session then waits for the code (enrolment, or the code of a known member). */
export async function enterPassword(page: Page, staff: { email: string; password: string }): Promise<void> {
  await page.goto('/backoffice/login')
  await page.getByLabel('E-Mail-Adresse').fill(staff.email)
  await page.getByLabel('Passwort').fill(staff.password)
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/\/backoffice\/(enrol|verify)$/)
}

/** Password, then the enrolment page's secret turned into a code: a member's first sign-in. */
export async function enrol(page: Page, staff: { email: string; password: string }): Promise<void> {
  await enterPassword(page, staff)
  await expect(page).toHaveURL(/\/backoffice\/enrol$/)
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code').fill(await totp(base32Decode(secret), new Date()))
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/backoffice$/)
}

/** A new staff member of the role signed in: password, then enrolment; returns the account. */
export async function signInAs(
  page: Page,
  role: StaffRoleName = 'owner',
): Promise<{ email: string; password: string }> {
  const staff = await staffAccount(page, role)
  await enrol(page, staff)
  return staff
}

/** A personalised card line of the editor's sample design (one print file each). */
export interface CardLine {
  productType?: string
  format: string
  paper?: string
  quantity?: number
  /** More card options (refinement, punching, ribbon, envelope …), as the cart API takes them. */
  options?: Record<string, unknown>
  /** The design's fields to set on the sample design (a guest list: guestListId, guestMapping). */
  snapshot?: Record<string, unknown>
}

export const ADDRESS = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Heidestraße 17',
  postcode: '51147',
  city: 'Köln',
  country: 'DE',
} as const

/** Card lines in a fresh cart, ordered on invoice through the API; returns the order number. */
export async function orderCards(
  page: Page,
  email: string,
  lines: readonly CardLine[],
  shippingMethod: 'standard' | 'express' | 'saturday' = 'standard',
): Promise<string> {
  for (const line of lines) {
    const added = await page.request.post('/web-api/cart/items', {
      headers: SAME_ORIGIN,
      data: {
        kind: 'card',
        snapshot: { ...sampleDocumentInput(), ...line.snapshot },
        options: {
          productType: line.productType ?? 'folded-card',
          format: line.format,
          paper: line.paper ?? 'premium-matt',
          quantity: line.quantity ?? 50,
          ...line.options,
        },
      },
    })
    expect(added.status()).toBe(200)
  }
  const placed = await page.request.post('/web-api/checkout/orders', {
    headers: { ...SAME_ORIGIN, locale: 'de-DE' },
    data: {
      idempotencyKey: randomUUID(),
      email,
      billingAddress: ADDRESS,
      shippingSameAsBilling: true,
      shippingMethod,
      paymentMethod: 'invoice',
      acceptTerms: true,
    },
  })
  expect(placed.status()).toBe(200)
  return ((await placed.json()) as { order: { number: string } }).order.number
}

/**
 * The editor's sample card (50 folded A6) ordered as a shopper does: into the cart, then the checkout
 * page on invoice; returns the order number from the confirmation page.
 */
export async function orderThroughCheckout(
  page: Page,
  email: string,
  address: { addressLine2?: string } = {},
): Promise<string> {
  await addSampleCard(page)
  await page.goto('/de/kasse/')
  return orderAtCheckout(page, email, { payment: 'invoice', ...address })
}

/**
 * The checkout page's form filled in and ordered (on invoice, or by prepayment for an order below the
 * invoice minimum, or `none` when a voucher pays everything and no method is asked for); returns the
 * order number from the confirmation page. `email` null for a signed-in customer: the page names
 * their e-mail address.
 */
export async function orderAtCheckout(
  page: Page,
  email: string | null,
  { payment, addressLine2 }: { payment: 'invoice' | 'prepayment' | 'none'; addressLine2?: string },
): Promise<string> {
  await expect(page).toHaveURL(/\/de\/kasse\/$/)
  if (email !== null) await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Vorname').fill(ADDRESS.firstName)
  await page.getByLabel('Nachname').fill(ADDRESS.lastName)
  await page.getByLabel('Straße und Hausnummer').fill(ADDRESS.street)
  if (addressLine2) await page.getByLabel('Adresszusatz (optional)').fill(addressLine2)
  await page.getByLabel('PLZ').fill(ADDRESS.postcode)
  await page.getByLabel('Ort').fill(ADDRESS.city)
  if (payment !== 'none')
    await page.getByRole('radio', { name: payment === 'invoice' ? /Rechnung/ : /Vorkasse/ }).check()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/bestaetigung\/KS-\d+\/$/, { timeout: 30_000 })
  return /KS-\d+/.exec(page.url())?.[0] ?? ''
}

/** A message of the development mail viewer. */
export interface ViewerMail {
  subject: string
  text: string
  status: string
}

/** The mails to an address so far (the development mail viewer, newest first). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<ViewerMail[]> {
  const response = await request.get(`/dev/mail?to=${encodeURIComponent(email)}&format=json`)
  return ((await response.json()) as { messages: ViewerMail[] }).messages
}

/** A guest list of the visitor (the page's cookies) from CSV text; returns its id. */
export async function uploadGuestList(page: Page, csv: string, placeholders: string): Promise<string> {
  const response = await page.request.post('/web-api/guest-lists', {
    headers: SAME_ORIGIN,
    multipart: { file: { name: 'gaeste.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }, placeholders },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { id: string }).id
}

/** On the phone project: the 390 px. */
export async function phoneWidth(page: Page, info: TestInfo): Promise<void> {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
}

/** Nothing wider than the screen (cards, not tables). */
export async function fitsScreen(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}
