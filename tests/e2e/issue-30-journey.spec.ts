import { readFile } from 'node:fs/promises'
import { PDFArray, PDFDict, PDFName, type PDFDocument, type PDFPage } from 'pdf-lib'
import { expect as baseExpect, test, type Page } from './fixtures'
import {
  CHOICE_WORDS,
  CHOICES,
  chooseOnProductPage,
  confirmProofIntoCart,
  expectToolChoices,
  openA6FoldedCardWithRoundCorners,
  openDesignTool,
  openProof,
} from './card-options-steps'
import { printFilesOf } from './photo-product-support'
import { foldMarkLines, pageFrame } from '@/lib/shop/design-print/print/frame'
import { boxOf, loadPdf, pageContent, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'

/**
 * Issue 30 point 11: what the couple pays for is what gets printed, as one journey on a phone. On the
 * card brand's product page A5, premium paper with gold foil, round corners, a satin ribbon and 80
 * pieces; the design tool opens with the same choices and price; a 30-row guest list keeps the 80
 * (30 guests + 50 cards without names, ADR 0081) and the tool says so; the proof (the print file,
 * ADR 0084) shows guest 2 by name; the cart, the order confirmation, the confirmation e-mail and the
 * invoice list every choice, the 80 and express delivery; and the back office's print file has the
 * flat A5 folded sheets with fold marks (ADR 0083), 80 cards, the gold foil's separation (ADR 0082),
 * the guests' names on the first 30 cards and no "{{" anywhere.
 */

const expect = baseExpect.configure({ timeout: 15_000 })
const MM = 72 / 25.4
const ORDERED = Number(CHOICES.quantity)

/** 30 guests with short names (no overflow on the card), each name once, in list order. */
const GUESTS = Array.from({ length: 30 }, (_, i) => ({
  first: ['Anna', 'Ben', 'Cem', 'Dora', 'Emil', 'Fee'][i % 6]!,
  last: ['Berg', 'Kurz', 'Kern', 'Hahn', 'Wolf'][Math.floor(i / 6)]!,
}))
const CSV = `Vorname;Nachname\n${GUESTS.map((g) => `${g.first};${g.last}`).join('\n')}\n`

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}(\\d+)?$`) })

/** The guest rule as the tool and the cart say it, and as the order's line names it beside its 80. */
const GUEST_RULE = '30 Gäste + 50 Karten ohne Namen = 80 Karten'
const GUEST_WORDS = '30 Gäste + 50 Karten ohne Namen'

/** Collapses line breaks and runs of spaces, so words a PDF or e-mail wraps still read as one. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

function expectEveryChoice(text: string, where: string) {
  for (const word of CHOICE_WORDS) expect.soft(flat(text), `${where}: ${word}`).toContain(word)
}

/** The line segments a page strokes, as [x1, y1, x2, y2] in pt (as the imposition unit test reads them). */
function strokedSegments(content: string): number[][] {
  return [...content.matchAll(/([\d.]+) ([\d.]+) m\n([\d.]+) ([\d.]+) l\nS/g)].map((m) =>
    [m[1], m[2], m[3], m[4]].map(Number),
  )
}

/** Width and height of a page box in mm. */
function sizeMm(pdfPage: PDFPage, name: 'TrimBox' | 'BleedBox' | 'MediaBox'): [number, number] {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = boxOf(pdfPage, name)
  return [(x1 - x0) / MM, (y1 - y0) / MM]
}

/** The page's Separation colour spaces by name, and whether its refinement state overprints. */
function foil(pdfPage: PDFPage): { separations: string[]; overprint: boolean } {
  const resources = pdfPage.node.Resources()
  const spaces = resources?.lookupMaybe(PDFName.of('ColorSpace'), PDFDict)
  const separations = [...(spaces?.entries() ?? [])].flatMap(([name, ref]) => {
    const array = pdfPage.doc.context.lookup(ref)
    return array instanceof PDFArray && array.lookup(0)?.toString() === '/Separation'
      ? [`${name.decodeText()}=${array.lookup(1)?.toString() ?? ''}`]
      : []
  })
  const states = resources?.lookupMaybe(PDFName.of('ExtGState'), PDFDict)
  const overprint = [...(states?.entries() ?? [])].some(([, ref]) => {
    const state = pdfPage.doc.context.lookup(ref)
    return state instanceof PDFDict && state.get(PDFName.of('OP'))?.toString() === 'true'
  })
  return { separations, overprint }
}

/** The print file's cards: `sides` consecutive sheets each, their texts joined. */
function cardTexts(pdf: PDFDocument, sides: number): string[] {
  return Array.from({ length: pdf.getPageCount() / sides }, (_, card) =>
    flat(
      Array.from({ length: sides }, (_, s) => pageTexts(pdf.getPage(card * sides + s)).join(' ')).join(' '),
    ),
  )
}

/** The order's confirmation e-mail from the development mail viewer, once the outbox has sent it. */
async function confirmationMail(page: Page, to: string, number: string): Promise<string> {
  let text = ''
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/dev/mail?to=${encodeURIComponent(to)}&format=json`)
        const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] }
        text = messages.find((m) => m.subject === `Ihre Bestellung ${number} bei Kartenstudio`)?.text ?? ''
        return text.length > 0
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return text
}

test.describe.configure({ timeout: 420_000 })
// The phone project's device (playwright.config.ts) at the 390 px the shop's phone layout is checked at.
test.use({ viewport: { width: 390, height: 844 } })

test('issue 30 on a phone: A5, round corners, ribbon, gold foil, 80 cards for 30 guests, express — chosen, shown, paid and printed alike', async ({
  page,
}) => {
  // A wedding invitation's product page: every choice, priced by the server.
  await openA6FoldedCardWithRoundCorners(page, '/de/products/hochzeit/klappkarte/?punching=round-corners')
  const pagePrice = await chooseOnProductPage(page)
  expect(pagePrice).toMatch(/\d,\d{2}\s€/)

  // The design tool: the same choices, the same price.
  await openDesignTool(page)
  await expectToolChoices(page)
  await expect(page.getByTestId('editor-price').locator('strong')).toHaveText(pagePrice)

  // A text of the front becomes the guest's name, then the guest list: 30 rows.
  await tab(page, 'Ebenen').click()
  await page.locator('[data-layer]').filter({ hasText: /^Text/ }).first().click()
  await tab(page, 'Auswahl').click()
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('{{Vorname}} {{Nachname}}')
  await tab(page, 'Gästeliste').click()
  await page
    .getByTestId('guest-list-panel')
    .locator('input[type=file]')
    .setInputFiles({ name: 'gaeste.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
  await expect(page.getByTestId('guest-count')).toContainText('30 Gäste')
  await expect(page.getByRole('combobox', { name: 'Spalte für Vorname' })).toHaveValue('Vorname')
  await expect(page.getByRole('combobox', { name: 'Spalte für Nachname' })).toHaveValue('Nachname')
  // The 80 chosen on the product page stay: 30 cards with names and 50 without (issue 30 points 3, 11).
  const quantity = page.getByTestId('option-quantity')
  await expect.soft(quantity, 'the guest list keeps the 80 chosen on the product page').toHaveValue('80')
  // Should it not, the shopper asks for the 80 again, so the journey goes on to what is printed.
  if ((await quantity.inputValue()) !== '80') await quantity.selectOption('80')
  await expect(page.getByTestId('quantity-rule')).toHaveText(GUEST_RULE)
  await expect(page.getByTestId('guest-quantity')).toContainText(GUEST_RULE)
  await expectToolChoices(page)
  // What the tool asks for the 80 cards is what the cart, the confirmation, the invoice and the e-mail charge.
  const toolPrice = flat(
    (await page.getByTestId('editor-price').locator('strong').textContent({ timeout: 15_000 })) ?? '',
  )
  expect(toolPrice).toMatch(/\d,\d{2} €/)
  expect
    .soft(toolPrice, 'the 80 cards with a guest list cost what the product page said')
    .toBe(flat(pagePrice))

  // The proof is the print file, one guest at a time: guest 2 by name.
  const dialog = await openProof(page)
  const proofPages = dialog.getByTestId('proof-page')
  await expect(proofPages.first()).toBeVisible({ timeout: 60_000 })
  await expect(dialog.getByTestId('proof-guest-number')).toHaveText('Gast 1 von 30')
  await expect(dialog.getByTestId('proof-guest-name')).toHaveText('Anna Berg')
  await dialog.getByRole('button', { name: 'Nächster Gast' }).click()
  await expect(dialog.getByTestId('proof-guest-number')).toHaveText('Gast 2 von 30')
  await expect(dialog.getByTestId('proof-guest-name')).toHaveText('Ben Berg')
  await expect(proofPages.first()).toBeVisible({ timeout: 60_000 })
  // One picture per sheet of the card: the print file has as many sheets per card.
  const sides = await proofPages.count()
  expect(sides).toBeGreaterThanOrEqual(2)
  await confirmProofIntoCart(page, dialog)

  // The cart line: every choice, 80 pieces, the guest rule.
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  expectEveryChoice((await line.getByTestId('line-options').textContent()) ?? '', 'cart')
  await expect(line.getByRole('combobox')).toHaveValue('80')
  expect(flat((await line.getByTestId('line-total').textContent()) ?? '')).toBe(toolPrice)
  await expect(line.getByTestId('line-guests')).toHaveText(`Gästeliste: ${GUEST_RULE}`)

  // Checkout with express delivery to a German address, on invoice.
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/$/)
  const email = `hochzeit-${Date.now()}@example.com`
  const express = page.getByRole('radio', { name: /Expressversand/ })
  await express.check()
  await expect(express).toBeChecked()
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Mustermann')
  await page.getByLabel('Straße und Hausnummer').fill('Heidestraße 17')
  await page.getByLabel('PLZ').fill('51147')
  await page.getByLabel('Ort').fill('Köln')
  await expect(express).toBeChecked()
  await page.getByRole('radio', { name: /Rechnung/ }).check()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/de\/kasse\/bestaetigung\/KS-\d+\/$/, { timeout: 30_000 })
  const number = /KS-\d+/.exec(page.url())?.[0] ?? ''

  // The confirmation page: the line with every choice and the 80, shipped by express.
  const ordered = page.locator('section[aria-labelledby="order-lines"]')
  await expect(ordered).toContainText(`${ORDERED} ×`)
  expectEveryChoice((await ordered.textContent()) ?? '', 'confirmation page')
  await expect(ordered).toContainText('Express')
  expect(flat((await ordered.textContent()) ?? '')).toContain(toolPrice)

  // From here each check is soft: one run tells every document that differs from what was paid for.
  // The invoice, downloaded from the confirmation.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('invoice-download').click(),
  ])
  const invoice = await loadPdf(await readFile((await download.path()) ?? ''))
  const invoiceText = flat(
    invoice
      .getPages()
      .map((p) => pageTexts(p).join(' '))
      .join(' '),
  )
  expectEveryChoice(invoiceText, 'invoice')
  expect.soft(invoiceText).toContain(GUEST_WORDS)
  expect.soft(invoiceText).toMatch(new RegExp(`\\b${ORDERED}\\b`))
  expect.soft(invoiceText).toContain('Express')
  expect.soft(invoiceText).toContain(toolPrice)

  // The confirmation e-mail, from the development mail viewer.
  const mail = await confirmationMail(page, email, number)
  expectEveryChoice(mail, 'e-mail')
  expect.soft(flat(mail)).toContain(GUEST_WORDS)
  expect.soft(flat(mail)).toContain(`${ORDERED} ×`)
  expect.soft(mail).toContain('Express')
  expect.soft(flat(mail)).toContain(toolPrice)

  // The print file, as production downloads it from the back office.
  const { main: pdf } = await printFilesOf(page, number, ['main'] as const)
  // 80 cards, each on as many flat sheets as the proof showed.
  expect.soft(pdf.getPageCount()).toBe(ORDERED * sides)
  // The A5 folded card's flat sheet (210 × 296 mm, or 296 × 210 for a side fold), 3 mm bleed, a slug.
  const first = pdf.getPage(0)
  const [width, height] = sizeMm(first, 'TrimBox')
  const sheet = [width, height].map(Math.round).sort((a, b) => a - b)
  expect.soft(sheet).toEqual([210, 296])
  const topFold = height > width
  const sheets = pdf.getPages()
  const near = (a: number, b: number, tolerance = 0.1) => Math.abs(a - b) < tolerance
  // Every sheet the same size, with 3 mm bleed round it and a slug beyond: the pages that are not.
  const otherBoxes = sheets.flatMap((sheetPage, i) => {
    const [w, h] = sizeMm(sheetPage, 'TrimBox')
    const [bw, bh] = sizeMm(sheetPage, 'BleedBox')
    const [mw, mh] = sizeMm(sheetPage, 'MediaBox')
    const right =
      near(w, width) && near(h, height) && near(bw, w + 6) && near(bh, h + 6) && mw > bw && mh > bh
    return right ? [] : [`page ${i + 1}: trim ${w}×${h}, bleed ${bw}×${bh}, media ${mw}×${mh}`]
  })
  expect.soft(otherBoxes).toEqual([])
  // Fold marks in the slug: at the fold's position, outside the BleedBox, on every sheet.
  const marks = foldMarkLines(
    pageFrame(width, height, 3),
    topFold ? [] : [width / 2],
    topFold ? [height / 2] : [],
  )
  expect.soft(marks).toHaveLength(2)
  const withoutMarks = sheets.flatMap((sheetPage, i) => {
    const drawn = strokedSegments(pageContent(sheetPage))
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = boxOf(sheetPage, 'BleedBox')
    const outside = (x: number, y: number) => x < x0 || x > x1 || y < y0 || y > y1
    const marked = marks.every(
      (mark) =>
        drawn.some((d) => d.every((v, k) => near(v, [mark.x1, mark.y1, mark.x2, mark.y2][k]!, 0.05))) &&
        outside(mark.x1, mark.y1) &&
        outside(mark.x2, mark.y2),
    )
    return marked ? [] : [i + 1]
  })
  expect.soft(withoutMarks, 'pages without both fold marks in the slug').toEqual([])
  // The gold foil: a Separation "Foil_Gold" that overprints, on a sheet of every card.
  const unfoiled = Array.from({ length: pdf.getPageCount() / sides }, (_, i) => i + 1).filter((card) => {
    const foiled = Array.from({ length: sides }, (_, s) => foil(pdf.getPage((card - 1) * sides + s))).filter(
      (f) => f.separations.some((name) => name.endsWith('=/Foil_Gold')),
    )
    return foiled.length === 0 || !foiled.every((f) => f.overprint)
  })
  expect.soft(unfoiled, 'cards without an overprinting Foil_Gold separation').toEqual([])
  // Guests in list order on the first 30 cards, then 50 cards without names, and no field left as typed.
  const cards = cardTexts(pdf, sides)
  expect.soft(cards).toHaveLength(ORDERED)
  const unnamed = GUESTS.flatMap((guest, i) =>
    cards[i]?.includes(`${guest.first} ${guest.last}`) ? [] : [`card ${i + 1}: ${guest.first} ${guest.last}`],
  )
  expect.soft(unnamed, 'guest cards without their guest').toEqual([])
  const surnames = [...new Set(GUESTS.map((g) => g.last))]
  const named = cards.slice(GUESTS.length).flatMap((text, i) => {
    const found = surnames.filter((name) => new RegExp(`\\b${name}\\b`).test(text))
    return found.length === 0 ? [] : [`card ${GUESTS.length + i + 1}: ${found.join(', ')}`]
  })
  expect.soft(named, 'cards without names that carry a guest').toEqual([])
  expect.soft(cards.filter((text) => text.includes('{{'))).toEqual([])
})
