import type { APIResponse } from '@playwright/test'
import type { PDFDocument } from 'pdf-lib'
import { expect, type Page } from './fixtures'
import { fill, linkFromMail, signUpAndSignIn, TEST_PASSWORD, uniqueEmail } from './account-support'
import { SAME_ORIGIN } from './support'
import { decodeQrOnPdfPage } from '@/lib/shop/design-print/print/testing/qr-decode'

/**
 * What the event portal's browser specs share (issue 31): an API answer that must be a 200, a
 * household member's part of the RSVP form, and the QR code each printed card of a print file carries.
 */

/** The JSON of an answer that must be a 200 (its text in the failure message otherwise). */
export async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response
  expect(answer.status(), await answer.text()).toBe(200)
  return (await answer.json()) as T
}

/** One member's part of the RSVP form (a group named after the person). */
export function person(page: Page, name: string) {
  return page.getByRole('group', { name })
}

/** A new customer, confirmed by the mail's link and signed in through the login form (the event's owner). */
export async function signedInCouple(page: Page, prefix: string): Promise<void> {
  const email = uniqueEmail(prefix)
  const signup = await page.request.post('/web-api/customer-signup', {
    headers: SAME_ORIGIN,
    data: { email, password: TEST_PASSWORD, firstName: 'Anna', lastName: 'Brandt' },
  })
  expect(signup.status()).toBe(200)
  await page.request.get(await linkFromMail(page.request, email, 'kundenkonto/bestaetigen'))
  await page.goto('/de/kundenkonto/anmelden/')
  const login = await fill(page, 'login-form', { 'E-Mail-Adresse': email, Passwort: TEST_PASSWORD })
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/kundenkonto\/$/)
}

/** A signed-in couple (Anna Berg, with an address) and their wedding as the API answers its creation. */
export async function coupleWithWedding(
  page: Page,
  prefix: string,
): Promise<{ id: string; pagePath: string }> {
  await signUpAndSignIn(page, uniqueEmail(prefix), {
    firstName: 'Anna',
    lastName: 'Berg',
    street: 'Heidestraße 17',
    postcode: '51147',
    city: 'Köln',
    country: 'DE',
  })
  return ok(
    page.request.post('/web-api/events', {
      headers: SAME_ORIGIN,
      data: { occasion: 'hochzeit', title: 'Anna & Ben', eventDate: '2027-06-12' },
    }),
  )
}

/** Nothing wider than the window: a phone never scrolls sideways. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * The code on each of the print file's `cards` cards (null for a card without one), each page drawn by
 * PDFium and read as a phone reads the printed card. A card carries at most one code.
 */
export async function printedQrCodes(pdf: PDFDocument, cards: number): Promise<(string | null)[]> {
  const bytes = await pdf.save()
  const perCard = pdf.getPageCount() / cards
  expect(Number.isInteger(perCard), `${pdf.getPageCount()} pages for ${cards} cards`).toBe(true)
  const codes: (string | null)[] = []
  for (let card = 0; card < cards; card++) {
    const found: string[] = []
    for (let side = 0; side < perCard; side++) {
      const text = await decodeQrOnPdfPage(bytes, card * perCard + side)
      if (text !== null) found.push(text)
    }
    expect(found.length, `card ${card + 1} carries at most one code`).toBeLessThanOrEqual(1)
    codes.push(found[0] ?? null)
  }
  return codes
}
