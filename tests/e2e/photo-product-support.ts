import sharp from 'sharp'
import type { PDFDocument } from 'pdf-lib'
import { expect, type Page } from './fixtures'
import { base32Decode, totp } from '../../lib/backoffice/totp'
import { loadPdf } from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { POSTER_ORIGIN, SAME_ORIGIN } from './support'

/**
 * The steps the calendar and photo-book walks share: photos made for the test and uploaded as a set,
 * the editor's tabs, an order paid by prepayment in the German poster shop, and the order's print
 * files fetched from the back office as a member of staff would download them.
 */

/** A photo of the given size with a gradient, so each one is its own file. */
export async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i += 3) {
    const px = i / 3
    raw[i] = ((px % width) + seed * 40) % 256
    raw[i + 1] = Math.floor(px / width) % 256
    raw[i + 2] = (seed * 70) % 256
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/**
 * `count` photos through the editor's set upload; waits until the tray shows them all. `size` gives
 * each photo's pixels (landscape, portrait or a mix), `name` its file name.
 */
export async function uploadPhotos(
  page: Page,
  count: number,
  size: (i: number) => [width: number, height: number],
  name: (i: number) => string,
): Promise<void> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: name(i),
      mimeType: 'image/jpeg',
      buffer: await photo(...size(i), i),
    })),
  )
  await page.getByTestId('photo-set-upload').locator('input[type="file"]').setInputFiles(files)
  await expect(page.getByTestId('tray-photo')).toHaveCount(count, { timeout: 60_000 })
}

/** A tab of the editor's panels; a tab's label may carry a count ("Prüfen 3"). */
export const tab = (page: Page, name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name}(\\d+)?$`) }).click()

/** The cart as it is, ordered in the German poster shop by prepayment; returns the order number. */
export async function orderByPrepayment(page: Page, email: string): Promise<string> {
  await page.goto(`${POSTER_ORIGIN}/de/kasse`)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Mustermann')
  await page.getByLabel('Straße und Hausnummer').fill('Heidestraße 17')
  await page.getByLabel('PLZ').fill('51147')
  await page.getByLabel('Ort').fill('Köln')
  await page.getByRole('radio', { name: /Vorkasse/ }).check()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/bestaetigung\/MP-\d+$/, { timeout: 30_000 })
  return /MP-\d+/.exec(page.url())?.[0] ?? ''
}

/** A new member of staff (test fixture), enrolled with a TOTP code and signed in to the back office. */
export async function signInAsNewStaff(page: Page): Promise<void> {
  const fixture = await page.request.post('/backoffice/test-fixtures/staff', { headers: SAME_ORIGIN })
  expect(fixture.status()).toBe(200)
  const staff = (await fixture.json()) as { email: string; password: string }
  await page.goto('/backoffice/login')
  await page.getByLabel('E-Mail-Adresse').fill(staff.email)
  await page.getByLabel('Passwort').fill(staff.password)
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/\/backoffice\/enrol$/)
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code').fill(await totp(base32Decode(secret), new Date()))
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/backoffice$/)
}

/**
 * The order's print files, downloaded from its back-office page once the print worker has rendered
 * all `parts` ('main' for a calendar's one file, 'cover' and 'inner' for a book). Signs in first.
 */
export async function printFilesOf<Part extends string>(
  page: Page,
  number: string,
  parts: readonly Part[],
): Promise<Record<Part, PDFDocument>> {
  await signInAsNewStaff(page)
  await page.goto(`/backoffice/orders/${number}`)
  const files = page.getByTestId('print-file')
  await expect(async () => {
    await page.reload()
    await expect(files.getByRole('link')).toHaveCount(parts.length, { timeout: 1_000 })
  }).toPass({ timeout: 90_000 })
  const pdfs = {} as Record<Part, PDFDocument>
  for (const part of parts) {
    const href = await files
      .and(page.locator(`[data-part="${part}"]`))
      .getByRole('link')
      .getAttribute('href')
    const response = await page.request.get(href ?? '')
    expect(response.status()).toBe(200)
    pdfs[part] = await loadPdf(await response.body())
  }
  return pdfs
}
