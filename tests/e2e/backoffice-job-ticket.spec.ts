import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page } from './fixtures'
import { loadPdf, pageTexts } from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { fitsScreen, orderCards, phoneWidth, signInAs, uploadGuestList } from './backoffice-support'

/**
 * Issue 34 point 1 as production works it, on desktop and at 390 px: a wedding card ordered with gold
 * foil, round corners, a satin ribbon, bordeaux envelopes, a guest list of three and ten cards, sent
 * express. The order page shows under the line everything production needs in words; the job ticket
 * PDF says the same, fact for fact; and the rendered print file carries the short form in its slug.
 */

const OPTIONS = {
  refinement: 'gold',
  punching: 'round-corners',
  ribbon: 'satin-10mm',
  envelope: { flap: 'pointed', sizeClass: 'standard', colour: 'bordeaux' },
}

/** The order's options in the ticket's words. */
const WORDS = {
  format: 'DIN A6 · 148 × 105 mm, Querformat, Falz oben',
  paper: 'Premiumpapier matt',
  refinement: 'Gold – Sonderfarbe Foil_Gold',
  punching: 'Abgerundete Ecken',
  ribbon: 'Satinband 10 mm',
  envelope: 'Standard-Umschlag (spitze Lasche, Bordeaux) · 10 Stück, einer je Stück',
  quantity: '10 Stück',
  guestRule: '3 Gäste + 7 Karten ohne Namen = 10 Karten',
  shipping: 'Versand (Express)',
}

/** The facts a line shows, as label → value. */
async function factsOf(line: Locator): Promise<Record<string, string>> {
  const facts = line.getByTestId('job-facts').locator('[data-fact]')
  const entries = await facts.evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('data-fact') ?? '', node.querySelector('dd')?.textContent ?? '']),
  )
  return Object.fromEntries(entries)
}

/** The PDF behind a link, as the text of each page (lines joined by spaces, as wrapped). */
async function pdfPagesBehind(page: Page, link: Locator): Promise<string[]> {
  const href = await link.getAttribute('href')
  const response = await page.request.get(href ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  const pdf = await loadPdf(new Uint8Array(await response.body()))
  return pdf.getPages().map((p) => pageTexts(p).join(' ').replace(/\s+/g, ' '))
}

test('the order line and its job ticket name everything production needs, the print file its short form', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  await phoneWidth(page, info)
  const guestList = await uploadGuestList(page, 'Vorname;Stadt\nAnna;Köln\nBen;Wien\nCem;Bern\n', 'Vorname')
  const number = await orderCards(
    page,
    `ticket-${randomUUID().slice(0, 6)}@example.com`,
    [
      {
        format: 'a6',
        quantity: 10,
        options: OPTIONS,
        snapshot: { guestListId: guestList, guestMapping: { Vorname: 'Vorname' } },
      },
      { format: 'a5', productType: 'folded-card' },
    ],
    'express',
  )
  await signInAs(page, 'production')
  await page.goto(`/backoffice/orders/${number}`)
  const line = page.getByTestId('order-line').first()
  await expect(line.getByRole('heading', { level: 3 })).toContainText('Pos. 1 von 2')

  // The page: every option in words, the guest-list rule, shipping and the promised day; no key, no ISO date.
  const facts = await factsOf(line)
  expect(facts).toMatchObject(WORDS)
  expect(facts.promised).toMatch(/^(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. \p{L}+ 20\d\d/u)
  const shown = Object.values(facts).join(' ')
  expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}|premium-matt|round-corners|satin-10mm|bordeaux|express|\{\{/)
  // Production sees no money.
  await expect(page.getByText('Stückpreis')).toHaveCount(0)
  await fitsScreen(page)

  // The ticket: one page, the same facts word for word, the order number and the sign-off; no price.
  const [ticket, ...more] = await pdfPagesBehind(page, line.getByTestId('job-ticket-link'))
  expect(more).toHaveLength(0)
  for (const value of Object.values(facts)) expect(ticket).toContain(value.replace(/\s+/g, ' '))
  for (const words of [number, 'Laufzettel', 'Pos. 1 von 2', 'Freigabe Produktion', `${number}-1.pdf`])
    expect(ticket).toContain(words)
  expect(ticket).not.toMatch(/€|\d+,\d\d €/)

  // The print file, once rendered: its slug carries the ticket's short form on every sheet, and the
  // ticket then names its page count (3 sheets × 10 cards) and SHA-256 prefix.
  await expect(async () => {
    await page.reload()
    await expect(line.locator('[data-testid="print-file"] .bo-badge[data-state="done"]')).toBeVisible({
      timeout: 2_000,
    })
  }).toPass({ timeout: 90_000 })
  const sheets = await pdfPagesBehind(page, line.getByRole('link', { name: 'PDF herunterladen' }))
  expect(sheets).toHaveLength(30)
  const slug = `${number} · Pos. 1/2 · Klappkarte DIN A6 · Premiumpapier matt · Veredelung Gold · 10 Stk.`
  for (const sheet of sheets) expect(sheet).toContain(slug)
  const rendered = (await factsOf(line)).pages
  expect(rendered).toContain('Außen')
  const [again] = await pdfPagesBehind(page, line.getByTestId('job-ticket-link'))
  expect(again).toMatch(new RegExp(`${number}-1\\.pdf · 30 Seiten · Fertig · SHA-256 [0-9a-f]{12}…`))

  // Both lines' tickets in one document, one page each.
  expect(await pdfPagesBehind(page, page.getByTestId('job-tickets-all'))).toHaveLength(2)
})
