import { expect, test, type Page } from './fixtures'
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFPage } from 'pdf-lib'

/**
 * Issue 30 points 4 and 5 (ADR 0082, 0083): a folded A6 wedding card ordered with gold foil. The
 * shopper chooses the refinement, marks the headline for the foil (the canvas shows its sheen), and
 * the proof, which is the print file, has the card on its two flat 148 × 210 mm sheets with fold marks
 * in the slug and the headline on the "Foil_Gold" spot colour. On a desktop and on a 390 px phone.
 */

const FIXTURE = '/de/test-fixtures/editor-design/'
const tab = (page: Page, name: string) => page.getByRole('tab', { name })
const MM = 72 / 25.4

function box(pdfPage: PDFPage, name: 'TrimBox' | 'BleedBox' | 'MediaBox'): number[] {
  const [x0, y0, x1, y1] = pdfPage.node
    .lookup(PDFName.of(name), PDFArray)
    .asArray()
    .map((n) => Number(n.toString()))
  return [((x1 ?? 0) - (x0 ?? 0)) / MM, ((y1 ?? 0) - (y0 ?? 0)) / MM]
}

/** Pixels of the canvas in the foil's light gold (#f1dc93 and its neighbours on the gradient). */
async function goldPixels(page: Page): Promise<number> {
  return page.locator('canvas').evaluateAll((canvases) => {
    let count = 0
    for (const canvas of canvases as HTMLCanvasElement[]) {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
        if (r > 170 && g > 140 && b < 170 && r - b > 50 && g - b > 40) count++
      }
    }
    return count
  })
}

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('gold foil on the headline: sheen on the canvas, a spot colour and two flat sheets in the print file', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.goto(FIXTURE)
      await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 })

      // Without a refinement there is nothing to foil: the toggle is not offered.
      await tab(page, 'Ebenen').click()
      await page.locator('[data-layer]', { hasText: 'Anna & Ben' }).click()
      await tab(page, 'Auswahl').click()
      await expect(page.getByTestId('foil-toggle')).toHaveCount(0)

      await page.getByTestId('option-paper').selectOption('premium-matt')
      await page.getByTestId('option-refinementType').selectOption('gold')
      const before = await goldPixels(page)
      const toggle = page.getByRole('checkbox', { name: 'In Goldfolie veredeln' })
      await toggle.check()
      await expect(toggle).toBeChecked()
      await expect.poll(() => goldPixels(page), { timeout: 10_000 }).toBeGreaterThan(before + 50)
      await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 })

      await page.getByRole('button', { name: 'In den Warenkorb' }).click()
      const dialog = page.getByRole('dialog', { name: 'Entwurf prüfen' })
      await expect(dialog.getByTestId('proof-page').first()).toBeVisible({ timeout: 30_000 })
      const href = await dialog.getByTestId('proof-pdf').getAttribute('href')
      const response = await page.request.get(href ?? '')
      expect(response.status()).toBe(200)
      const pdf = await PDFDocument.load(await response.body())

      // Outside and inside sheet, each the flat A6 folded sheet with 3 mm bleed and a slug for marks.
      expect(pdf.getPageCount()).toBe(2)
      for (const sheet of pdf.getPages()) {
        const [w, h] = box(sheet, 'TrimBox')
        expect(w).toBeCloseTo(148, 1)
        expect(h).toBeCloseTo(210, 1)
        expect(box(sheet, 'BleedBox')[1]).toBeCloseTo(216, 1)
        expect(box(sheet, 'MediaBox')[1]).toBeGreaterThan(216)
      }
      // The headline is on the front, on the outside sheet: the foil's separation is there only.
      const spaces = (i: number) =>
        pdf.getPage(i).node.Resources()?.lookupMaybe(PDFName.of('ColorSpace'), PDFDict)
      const gold = spaces(0)?.lookup(PDFName.of('Foil_Gold'), PDFArray)
      expect(gold?.asArray().slice(0, 2).map(String)).toEqual(['/Separation', '/Foil_Gold'])
      expect(spaces(1)?.get(PDFName.of('Foil_Gold'))).toBeUndefined()
    })
  })
}
