import { expect, test, type Page } from './fixtures'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

/**
 * The editor's panels as a customer uses them (E2E_FIXTURES=1 writes the fixture design): upload a
 * photo into the photo slot, turn the headline into guest fields and upload a guest list, page
 * through the guests, check the proof (pages, findings, print PDF), confirm it and find the guests
 * in the cart. Also: a refused upload shows the server's message, and a sample from the editor.
 */

const FIXTURE = '/de/test-fixtures/editor-design/'
const tab = (page: Page, name: string) => page.getByRole('tab', { name })

async function openEditor(page: Page) {
  await page.goto(FIXTURE)
  await expect(page).toHaveURL(/\/de\/configurator-card\/\?design=990001/)
  // Konva loads after the page (its own chunk); a busy machine needs more than the default wait.
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 })
}

/** A photo made here rather than a binary fixture: 1200 × 900 px, enough for the slot at 150 dpi. */
async function testPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 60, b: 90 } } })
    .png()
    .toBuffer()
}

async function selectLayer(page: Page, text: string) {
  await tab(page, 'Ebenen').click()
  await page.locator('[data-layer]', { hasText: text }).click()
}

test('photo, guest list, proof and cart: a card per guest plus cards without names', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await openEditor(page)

  // The headline becomes the guest's name.
  await selectLayer(page, 'Anna & Ben')
  await tab(page, 'Auswahl').click()
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('{{Vorname}} {{Nachname}}')

  // A photo into the selected photo slot, with a progress bar while it uploads.
  await selectLayer(page, 'Foto')
  await tab(page, 'Fotos & Logos').click()
  const preview = page.waitForResponse((r) => /\/web-api\/uploads\/up-[0-9a-f]+\/preview$/.test(r.url()))
  await page
    .getByTestId('upload-panel')
    .locator('input[type=file]')
    .setInputFiles({ name: 'urlaub.png', mimeType: 'image/png', buffer: await testPhoto() })
  expect((await preview).status()).toBe(200)
  await tab(page, /Prüfen/.source).click()
  await expect(page.locator('[data-issue="empty-photo"]')).toHaveCount(0)

  // The guest list: columns map to the fields by name, three guests, five cards (next step).
  await tab(page, 'Gästeliste').click()
  const csv = 'Vorname;Nachname\nAnna;Berg\nBenedikt-Maximilian;von Hohenzollern-Sigmaringen\nCem;See\n'
  await page
    .getByTestId('guest-list-panel')
    .locator('input[type=file]')
    .setInputFiles({ name: 'gaeste.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByTestId('guest-count')).toContainText('3 Gäste')
  await expect(page.getByRole('combobox', { name: 'Spalte für Vorname' })).toHaveValue('Vorname')
  // ADR 0081: the 50 chosen stay, the cards beyond the guests are printed without names, and it says so.
  const quantity = page.getByRole('combobox', { name: 'Stückzahl' })
  await expect(quantity).toHaveValue('50')
  await expect(page.getByTestId('quantity-rule')).toHaveText('3 Gäste + 47 Karten ohne Namen = 50 Karten')
  // No fewer cards than guests are offered.
  await expect(quantity.locator('option').first()).toHaveText('5')
  await quantity.selectOption('5')
  await expect(page.getByTestId('quantity-rule')).toHaveText('3 Gäste + 2 Karten ohne Namen = 5 Karten')
  await expect(page.getByTestId('guest-row')).toContainText('Gast 1 von 3')
  await expect(page.getByTestId('guest-cells')).toContainText('Anna · Berg')
  await page.getByRole('button', { name: 'Nächster Gast' }).click()
  await expect(page.getByTestId('guest-row')).toContainText('Gast 2 von 3')
  await page.getByRole('button', { name: 'Längsten Namen zeigen' }).click()
  await expect(page.getByTestId('guest-row')).toContainText('längster Name')
  await expect(page.getByTestId('guest-cells')).toContainText('Benedikt-Maximilian')
  await page.getByRole('button', { name: 'Nächster Gast' }).click()
  await expect(page.getByTestId('guest-row')).toContainText('Gast 3 von 3')
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 })

  // The proof (ADR 0084): the print file's pages of the guest shown in the editor, the print PDF
  // with one set per guest, then the confirmation.
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  const dialog = page.getByRole('dialog', { name: 'Entwurf prüfen' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('proof-page').first()).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByTestId('proof-guest-number')).toHaveText('Gast 3 von 3')
  await expect(dialog.getByTestId('proof-guest-name')).toHaveText('Cem See')
  await expect(dialog.getByTestId('proof-guest')).toContainText('3 Gäste')
  const add = dialog.getByRole('button', { name: 'Geprüft – in den Warenkorb' })
  await expect(add).toBeDisabled()

  const href = await dialog.getByTestId('proof-pdf').getAttribute('href')
  expect(href).toMatch(/^\/web-api\/designs\/[0-9a-f-]{36}\/proof\.pdf$/)
  const response = await page.request.get(href ?? '')
  expect(response.status()).toBe(200)
  const bytes = await response.body()
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const pages = dialog.getByTestId('proof-page')
  const sides = await pages.count()
  const pdf = await PDFDocument.load(bytes)
  expect(pdf.getPageCount()).toBe(3 * sides)
  // Someone else's browser (no visitor cookie of this customer) gets nothing.
  const stranger = await request.get(href ?? '')
  expect(stranger.status()).toBe(404)

  await dialog.getByRole('checkbox', { name: 'Ich habe den Entwurf geprüft' }).check()
  await add.click()
  await expect(page.getByRole('button', { name: 'Im Warenkorb' })).toBeVisible()
  await page.getByRole('link', { name: 'Zum Warenkorb' }).first().click()
  await expect(page).toHaveURL(/\/de\/warenkorb\/$/)
  await expect(page.getByTestId('line-guests')).toHaveText(
    'Gästeliste: 3 Gäste + 2 Karten ohne Namen = 5 Karten',
  )
})

test('bad guest rows keep their reasons when the design is reopened', async ({ page }) => {
  test.setTimeout(60_000)
  await openEditor(page)
  await selectLayer(page, 'Anna & Ben')
  await tab(page, 'Auswahl').click()
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('{{Vorname}}')
  await tab(page, 'Gästeliste').click()
  const csv = 'Vorname;Tisch\nAnna;1\nBen;=HYPERLINK("x")\n'
  await page
    .getByTestId('guest-list-panel')
    .locator('input[type=file]')
    .setInputFiles({ name: 'gaeste.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  const reason = page.locator('[data-problem-row="3"]')
  await expect(reason).toContainText('Zeile 3')
  const message = (await reason.textContent()) ?? ''
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 })
  expect(page.url()).toContain('saved=')

  // Reopened (same URL, fresh page): the same reason, and it still jumps to the row.
  await page.reload()
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 })
  await tab(page, 'Gästeliste').click()
  await expect(page.locator('[data-problem-row="3"]')).toHaveText(message)
  await page.locator('[data-problem-row="3"]').getByRole('button').click()
  await expect(page.getByTestId('guest-row')).toContainText('Gast 2 von 2')
})

test('a file the server refuses shows its message', async ({ page }) => {
  await openEditor(page)
  await tab(page, 'Fotos & Logos').click()
  await page
    .getByTestId('upload-panel')
    .locator('input[type=file]')
    .setInputFiles({ name: 'notiz.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('kein Bild, nur Text') })
  await expect(page.getByTestId('upload-error')).toBeVisible()
  await expect(page.getByTestId('upload-error')).not.toBeEmpty()

  // An iPhone HEIC: where the decoder lacks HEVC the server answers 415 and the panel says what to do.
  const heic = Buffer.concat([heicHeader(), Buffer.alloc(200)])
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/web-api/uploads') && r.request().method() === 'POST',
  )
  await page
    .getByTestId('upload-panel')
    .locator('input[type=file]')
    .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic })
  const response = await answer
  const body = (await response.json()) as { error?: { message?: string } }
  expect(response.status()).toBeGreaterThanOrEqual(400)
  await expect(page.getByTestId('upload-error')).toContainText(body.error?.message ?? '')
  if (response.status() === 415) {
    await expect(page.getByTestId('upload-error')).toContainText('HEIC-Fotos können wir leider nicht lesen')
  }
})

/** The first bytes of an iPhone photo: an ftyp box with the heic brand. */
function heicHeader(): Buffer {
  const box = Buffer.alloc(24)
  box.writeUInt32BE(24, 0)
  box.write('ftypheic', 4, 'latin1')
  box.write('mif1heic', 16, 'latin1')
  return box
}

test('orders a free sample of the design from the editor', async ({ page }) => {
  await openEditor(page)
  await page.getByRole('button', { name: 'Gratis Muster bestellen' }).click()
  await expect(page.getByRole('button', { name: 'Muster im Warenkorb' })).toBeVisible()
  await page.goto('/de/warenkorb/')
  await expect(page.getByRole('main')).toContainText('Testkarte Hochzeit')
})
