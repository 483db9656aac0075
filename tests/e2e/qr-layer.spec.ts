import jsQR from 'jsqr'
import sharp from 'sharp'
import { devices, expect as baseExpect, test, type Page } from './fixtures'
import { orderAtCheckout } from './backoffice-support'
import { addToCartFromTool } from './card-options-steps'
import { coupleWithWedding, printedQrCodes } from './event-support'
import { printFilesOf } from './photo-product-support'

/**
 * Issue 31 point 5 (ADR 0097): a couple adds the household QR code to an invitation whose guest list
 * has an RSVP-Link column (E2's event guest rows have it; an uploaded CSV with the column works the
 * same), sees each guest's code on the canvas, orders, and each printed card of the back office's
 * print file carries exactly its household's link. Desktop and phone (390 px) alike. And a signed-in
 * couple without a guest list picks their event's page from the event portal's list.
 */

const expect = baseExpect.configure({ timeout: 15_000 })
const FIXTURE = '/de/test-fixtures/editor-design/'
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}(\\d+)?$`) })

/** Three households with their short links on this server, as rsvpShortUrl writes them. */
function guests(origin: string) {
  return ['Familie Berg', 'Änne und Jo Groß', 'Björn Öz'].map((name, i) => ({
    name,
    link: `${origin}/r/${['aG91c2Vob2xkLW9uZQ', 'aG91c2Vob2xkLXR3bw', 'aG91c2Vob2xkLXRocmVl'][i]}`,
  }))
}

/** The QR code on the canvas, read from a screenshot as a phone camera would read the screen. */
async function canvasQr(page: Page): Promise<string | null> {
  const shot = await page.locator('canvas').first().screenshot()
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

async function journey(page: Page) {
  test.setTimeout(300_000)
  await page.goto(FIXTURE)
  await expect(page).toHaveURL(/\/de\/configurator-card\/\?design=990001/)
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  const origin = new URL(page.url()).origin
  const households = guests(origin)

  // Without a guest list the personal code is not offered, and the panel says how to get one.
  await tab(page, 'Hinzufügen').click()
  const qr = page.getByTestId('qr-add')
  const personal = qr.getByRole('radio', { name: 'Persönlicher Antwort-Link (aus der Gästeliste)' })
  await expect(personal).toBeDisabled()
  await expect(qr).toContainText('Spalte „RSVP-Link“')

  // The guest list with each household's short link.
  await tab(page, 'Gästeliste').click()
  const csv = `Name;RSVP-Link\n${households.map((h) => `${h.name};${h.link}`).join('\n')}\n`
  await page
    .getByTestId('guest-list-panel')
    .locator('input[type=file]')
    .setInputFiles({ name: 'gaeste.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByTestId('guest-count')).toContainText('3 Gäste')

  // Now the personal code is offered first; inserted, it is selected and 40 mm makes it easy to read.
  await tab(page, 'Hinzufügen').click()
  await expect(personal).toBeEnabled()
  await expect(personal).toBeChecked()
  await qr.getByRole('button', { name: 'QR-Code einfügen' }).click()
  await tab(page, 'Auswahl').click()
  const size = page.getByRole('spinbutton', { name: 'Größe (mm)' })
  await size.fill('12')
  await size.press('Enter')
  await expect(page.getByTestId('qr-properties').getByRole('alert')).toHaveText(
    'Der QR-Code muss mindestens 15 × 15 mm groß sein, damit ein Handy ihn liest.',
  )
  await size.fill('40')
  await size.press('Enter')
  await expect(page.getByTestId('qr-properties').getByRole('alert')).toHaveCount(0)

  // The canvas shows the guest the switcher shows: the first household, then the second.
  await expect.poll(() => canvasQr(page), { timeout: 20_000 }).toBe(households[0]!.link)
  await tab(page, 'Gästeliste').click()
  await page.getByRole('button', { name: 'Nächster Gast' }).click()
  await expect(page.getByTestId('guest-row')).toContainText('Gast 2 von 3')
  await expect.poll(() => canvasQr(page), { timeout: 20_000 }).toBe(households[1]!.link)

  // Five cards: one per household and two without names (ADR 0081), which carry no code.
  await page.getByTestId('option-quantity').selectOption('5')
  await expect(page.getByTestId('quantity-rule')).toHaveText('3 Gäste + 2 Karten ohne Namen = 5 Karten')
  await addToCartFromTool(page)

  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  const number = await orderAtCheckout(page, `qr-${Date.now()}@example.com`, { payment: 'prepayment' })

  // The print file as production downloads it: each page drawn by PDFium and read like a phone would.
  const { main: pdf } = await printFilesOf(page, number, ['main'] as const)
  const codes = await printedQrCodes(pdf, 5)
  expect(codes).toEqual([...households.map((h) => h.link), null, null])
}

test.describe('QR code bound to the guest list', () => {
  test('desktop: household codes on the canvas and in the print file', async ({ page }) => {
    await journey(page)
  })
})

test.describe('QR code bound to the guest list on a phone', () => {
  // The phone project's device at the 390 px the shop's phone layout is checked at; the browser type
  // is the project's (it cannot change inside a file).
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']
  test.use({ ...phone, viewport: { width: 390, height: 844 } })
  test('phone: household codes on the canvas and in the print file', async ({ page }) => {
    await journey(page)
  })
})

test('a signed-in couple picks the page of their event for a card without a guest list', async ({ page }) => {
  test.setTimeout(120_000)
  const { pagePath } = await coupleWithWedding(page, 'qr-event')

  await page.goto(FIXTURE)
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  await tab(page, 'Hinzufügen').click()
  const qr = page.getByTestId('qr-add')
  await qr.getByRole('radio', { name: 'Die Seite eines Ihrer Events' }).check()
  await expect(qr.getByRole('combobox', { name: 'Event' })).toHaveText(
    'Anna & Ben (noch nicht veröffentlicht)',
  )
  await qr.getByRole('button', { name: 'QR-Code einfügen' }).click()
  await tab(page, 'Auswahl').click()
  const size = page.getByRole('spinbutton', { name: 'Größe (mm)' })
  await size.fill('40')
  await size.press('Enter')
  const expected = new URL(pagePath, new URL(page.url()).origin).href
  await expect.poll(() => canvasQr(page), { timeout: 20_000 }).toBe(expected)
})
