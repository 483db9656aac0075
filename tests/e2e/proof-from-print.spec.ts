import { expect, test, type Locator, type Page } from './fixtures'
import { PDFArray, PDFDocument, PDFName, type PDFPage } from 'pdf-lib'
import sharp from 'sharp'
import { pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'

/**
 * Issue 30 point 6 (ADR 0084): the proof is the print file. A wedding card with a guest list: the
 * proof's pictures are pages of the very PDF the order prints (the page's shape is the PDF's
 * TrimBox, the picture is drawn), one guest at a time with a switcher over the list, the one-line
 * "Wir heiraten" stays one line in the print file as in the editor, and the confirmed proof goes into
 * the cart. On a desktop and on a 390 px phone.
 */

const FIXTURE = '/de/test-fixtures/editor-design/'
const GUESTS = 'Vorname;Nachname\nAnna;Berg\nBen;Kurz\nCem;See\n'
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name })

async function selectLayer(page: Page, text: string) {
  await tab(page, 'Ebenen').click()
  await page.locator('[data-layer]', { hasText: text }).click()
  await tab(page, 'Auswahl').click()
}

function trimRatio(pdfPage: PDFPage): number {
  const [x0, y0, x1, y1] = pdfPage.node
    .lookup(PDFName.of('TrimBox'), PDFArray)
    .asArray()
    .map((n) => Number(n.toString()))
  return ((x1 ?? 0) - (x0 ?? 0)) / ((y1 ?? 0) - (y0 ?? 1))
}

/** The picture as the browser drew it: its pixel size, and that it is not one flat colour. */
async function drawn(page: Page, image: Locator) {
  await expect(image).toHaveJSProperty('complete', true)
  const size = await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])
  const bytes = await (await page.request.get((await image.getAttribute('src')) ?? '')).body()
  const { channels } = await sharp(bytes).stats()
  return { width: size[0] ?? 0, height: size[1] ?? 0, stdev: channels[0]?.stdev ?? 0 }
}

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('the proof shows the print file, guest by guest, and is confirmed into the cart', async ({
      page,
    }) => {
      test.setTimeout(150_000)
      await page.goto(FIXTURE)
      await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 })

      // The headline becomes the guest's name; the subline a short one-liner.
      await selectLayer(page, 'Anna & Ben')
      await page.getByRole('textbox', { name: 'Text', exact: true }).fill('{{Vorname}} {{Nachname}}')
      await selectLayer(page, 'Wir heiraten am')
      const subline = page.getByRole('textbox', { name: 'Text', exact: true })
      await subline.fill('Wir heiraten')
      const editorLines = (await subline.inputValue()).split('\n').length

      await tab(page, 'Gästeliste').click()
      await page
        .getByTestId('guest-list-panel')
        .locator('input[type=file]')
        .setInputFiles({ name: 'gaeste.csv', mimeType: 'text/csv', buffer: Buffer.from(GUESTS) })
      await expect(page.getByTestId('guest-count')).toContainText('3 Gäste')
      await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 })

      await page.getByRole('button', { name: 'In den Warenkorb' }).click()
      const dialog = page.getByRole('dialog', { name: 'Entwurf prüfen' })
      await expect(dialog).toBeVisible()
      const images = dialog.getByTestId('proof-page')
      await expect(images.first()).toBeVisible({ timeout: 60_000 })
      await expect(dialog.locator('[data-proof-state="loaded"]').first()).toBeVisible({ timeout: 30_000 })
      await expect(dialog.getByTestId('proof-guest-number')).toHaveText('Gast 1 von 3')
      await expect(dialog.getByTestId('proof-guest-name')).toHaveText('Anna Berg')
      // The dialog stays within the screen.
      const box = await dialog.boundingBox()
      expect(
        (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (page.viewportSize()?.width ?? 0),
      ).toBe(true)

      // The print file of the saved design: as many pages per guest as the proof shows, each of the
      // proof's pictures shaped like its page's TrimBox and really drawn.
      const href = (await dialog.getByTestId('proof-pdf').getAttribute('href')) ?? ''
      const pdf = await PDFDocument.load(await (await page.request.get(href)).body())
      const sides = await images.count()
      expect(pdf.getPageCount()).toBe(3 * sides)
      const stdevs: number[] = []
      for (let i = 0; i < sides; i++) {
        const picture = await drawn(page, images.nth(i))
        expect(picture.width / picture.height).toBeCloseTo(trimRatio(pdf.getPage(i)), 1)
        stdevs.push(picture.stdev)
      }
      // Drawn, not blank paper (an inside page may well be blank: the outside carries the name).
      expect(Math.max(...stdevs)).toBeGreaterThan(3)
      // "Wir heiraten" is one line in the editor and one line in the print file.
      const texts = pdf.getPages().flatMap(pageTexts)
      expect(texts.filter((t) => t.includes('Wir heiraten'))).toHaveLength(3 * editorLines)
      expect(texts.filter((t) => t === 'heiraten')).toHaveLength(0)
      expect(texts.join('\n')).not.toContain('{{')

      // Guest 2, then the last, then back to the first: each a new picture of that guest's card.
      const first = await images.first().getAttribute('src')
      await dialog.getByRole('button', { name: 'Nächster Gast' }).click()
      await expect(dialog.getByTestId('proof-guest-number')).toHaveText('Gast 2 von 3')
      await expect(dialog.getByTestId('proof-guest-name')).toHaveText('Ben Kurz')
      await expect(images.first()).toHaveAttribute('alt', /Ben Kurz/, { timeout: 60_000 })
      await expect(images.first()).not.toHaveAttribute('src', first ?? '')
      expect((await drawn(page, images.first())).width).toBeGreaterThan(0)
      await dialog.getByRole('button', { name: 'Letzter Gast' }).click()
      await expect(dialog.getByTestId('proof-guest-name')).toHaveText('Cem See', { timeout: 60_000 })
      await expect(dialog.getByRole('button', { name: 'Nächster Gast' })).toBeDisabled()
      await dialog.getByRole('button', { name: 'Erster Gast' }).click()
      await expect(dialog.getByTestId('proof-guest-name')).toHaveText('Anna Berg', { timeout: 60_000 })
      await expect(dialog.getByRole('button', { name: 'Vorheriger Gast' })).toBeDisabled()

      // The preflight findings are there as before.
      await expect(dialog.getByRole('region', { name: 'Hinweise der Druckprüfung' })).toBeVisible()
      await dialog.getByRole('checkbox', { name: 'Ich habe den Entwurf geprüft' }).check()
      await dialog.getByRole('button', { name: 'Geprüft – in den Warenkorb' }).click()
      await expect(page.getByRole('button', { name: 'Im Warenkorb' })).toBeVisible({ timeout: 15_000 })
      await page.getByRole('link', { name: 'Zum Warenkorb' }).first().click()
      await expect(page).toHaveURL(/\/de\/warenkorb\/$/)
      await expect(page.getByTestId('line-guests')).toContainText('3 Gäste')
    })
  })
}
