import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type Download, type Locator, type Page, type Request } from './fixtures'
import { loadPdf, pageTexts } from '../../lib/shop/design-print/print/testing/pdf-inspect'
import { unzip } from '../hostile/support/unzip'
import { linkFromMail, uniqueEmail } from './account-support'
import {
  enrol,
  fitsScreen,
  mailsTo,
  orderCards,
  phoneWidth,
  signInAs,
  uploadGuestList,
} from './backoffice-support'
import { CHOICES, CHOICE_WORDS } from './card-options-steps'
import { SAME_ORIGIN } from './support'

/**
 * Issue 34 point 9: a day at the production desk, on desktop and at 390 px. Three card orders come
 * in on invoice, one with the card options of issue 30's journey (A5 folded, premium paper, gold foil,
 * round corners, ribbon, rosé envelopes) and ten cards for a guest list of three. Production finds
 * them in the list, checks the options order's job ticket against what the customer chose, waits in
 * the queue until the print files are ready, downloads them as one ZIP, marks them printed, prints the
 * packing slips and ships all three with a carrier's tracking CSV. The owner then reminds the customer
 * whose invoice is overdue, records the payment and refunds part of it with a credit note; in the
 * afternoon the owner invites a new production member, who signs in with the second factor and finds
 * no money controls (a forged refund is a 403); support is refused the production queue.
 */

const QUEUE = '/backoffice/production'

/** Issue 30's product-page choices as the cart takes them, rosé envelopes, ten cards for three guests. */
const OPTIONS_LINE = {
  productType: 'folded-card',
  format: CHOICES.format,
  paper: CHOICES.paper,
  quantity: 10,
  options: {
    refinement: CHOICES.refinementType,
    punching: CHOICES.punching,
    ribbon: CHOICES.ribbon,
    envelope: { flap: 'pointed', sizeClass: 'large', colour: 'blush' },
  },
}

/** What the customer chose, in the job ticket's words (fact key → value). */
const TICKET_WORDS = {
  paper: 'Premiumpapier matt',
  refinement: 'Gold – Sonderfarbe Foil_Gold',
  punching: 'Abgerundete Ecken',
  ribbon: 'Satinband 10 mm',
  envelope: 'Großer Umschlag (spitze Lasche, Rosé) · 10 Stück, einer je Stück',
  quantity: '10 Stück',
  guestRule: '3 Gäste + 7 Karten ohne Namen = 10 Karten',
  shipping: 'Versand (Express)',
}

/** A promised day in words, e.g. "Di., 1. Dezember 2026" (never an ISO date). */
const DAY_IN_WORDS = /^(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. \p{L}+ 20\d\d/u

const filesOf = (page: Page, number: string) =>
  page.getByTestId('production-file').filter({ hasText: number })

/** The facts under an order line, as fact key → value. */
async function factsOf(line: Locator): Promise<Record<string, string>> {
  return Object.fromEntries(
    await line
      .getByTestId('job-facts')
      .locator('[data-fact]')
      .evaluateAll((nodes) =>
        nodes.map((n) => [n.getAttribute('data-fact') ?? '', n.querySelector('dd')?.textContent ?? '']),
      ),
  )
}

/** A PDF's text, page by page (lines joined by spaces as the PDF wraps them). */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await loadPdf(bytes)
  return pdf.getPages().map((p) => pageTexts(p).join(' ').replace(/\s+/g, ' '))
}

async function downloaded(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await download.path()) ?? ''))
}

/** Berlin's calendar day `daysAgo` days back, as a date field takes it (YYYY-MM-DD). */
function berlinDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  )
}

test('a day at the production desk: orders, job ticket, queue, ZIP, printed, slips, tracking CSV, reminder, payment, refund, roles and a new member', async ({
  page,
  browser,
}, info) => {
  // About 40 s on a quiet machine; the print files' rendering is the long wait on a busy one.
  test.setTimeout(240_000)
  await phoneWidth(page, info)
  const run = randomUUID().slice(0, 6)
  const email = {
    a: `day-${run}-a@example.com`,
    b: `day-${run}-b@example.com`,
    c: `day-${run}-c@example.com`,
  }
  const others: { close: () => Promise<void> }[] = []
  const ownContext = async () => {
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    others.push(context)
    return context.newPage()
  }

  const orders = await test.step('morning: three card orders come in on invoice', async () => {
    const customer = await ownContext()
    const guests = await uploadGuestList(customer, 'Vorname\nAnna\nBen\nCem\n', 'Vorname')
    const a = await orderCards(
      customer,
      email.a,
      [{ ...OPTIONS_LINE, snapshot: { guestListId: guests, guestMapping: { Vorname: 'Vorname' } } }],
      'express',
    )
    const b = await orderCards(customer, email.b, [{ format: 'a6' }])
    const c = await orderCards(customer, email.c, [{ format: 'a6' }])
    return { a, b, c }
  })
  const { a, b, c } = orders
  /** The owner's refund as the browser posted it (its server action), for the forgery later. */
  let refundPost: Request | undefined

  await test.step('production: the order list shows the new orders', async () => {
    await signInAs(page, 'production')
    await page.getByLabel('Bestellnummer oder E-Mail').fill(`day-${run}`)
    await page.getByRole('button', { name: 'Filtern' }).click()
    await expect(page.getByTestId('order-row')).toHaveCount(3)
    for (const number of [a, b, c]) await expect(page.getByRole('link', { name: number })).toBeVisible()
    await fitsScreen(page)
  })

  await test.step('job ticket: the Laufzettel says what the customer chose, as the order line does', async () => {
    await page.getByRole('link', { name: a }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(a)
    const line = page.getByTestId('order-line')
    await expect(line).toHaveCount(1)
    // The line's name carries the cart's words for every choice.
    for (const words of [...CHOICE_WORDS, 'Rosé']) await expect(line).toContainText(words)
    const facts = await factsOf(line)
    expect(facts).toMatchObject(TICKET_WORDS)
    expect(facts.format).toMatch(/^DIN A5 · (148 × 210|210 × 148) mm/)
    expect(facts.promised).toMatch(DAY_IN_WORDS)
    const shown = Object.values(facts).join(' ')
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}|premium-matt|round-corners|satin-10mm|blush|express/)

    const href = await line.getByTestId('job-ticket-link').getAttribute('href')
    const response = await page.request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const [ticket, ...more] = await pdfText(new Uint8Array(await response.body()))
    expect(more).toHaveLength(0)
    for (const words of [a, 'Laufzettel', ...Object.values(facts)]) expect(ticket).toContain(words)
    expect(ticket).not.toContain('€')
  })

  await test.step('production queue: the files become ready by themselves; ZIP; marked printed', async () => {
    await page.getByRole('link', { name: 'Produktion', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktion')
    await page.getByRole('link', { name: /^Druckbereit \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/tab=ready/)
    // Rendered by the worker meanwhile; the page refreshes itself, no reload.
    for (const number of [a, b, c]) await expect(filesOf(page, number)).toHaveCount(1, { timeout: 120_000 })
    await expect(filesOf(page, a)).toContainText('Klappkarte')
    await expect(filesOf(page, a)).toContainText('Premiumpapier matt')
    for (const number of [a, b, c])
      await page.getByRole('checkbox', { name: `${number} · Pos. 1 auswählen` }).check()
    await expect(page.getByText('3 ausgewählt')).toBeVisible()
    await fitsScreen(page)

    const zipping = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Auswahl als ZIP herunterladen' }).click()
    const entries = unzip(await downloaded(await zipping))
    expect(entries.map((e) => e.name).sort()).toEqual([a, b, c].map((n) => `${n}-1.pdf`).sort())
    for (const entry of entries) expect(entry.data.subarray(0, 5).toString()).toBe('%PDF-')

    await page.getByRole('button', { name: 'Auswahl als gedruckt markieren' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'als gedruckt markiert' })).toHaveText(
      '3 Druckdateien als gedruckt markiert.',
    )
    for (const number of [a, b, c]) await expect(filesOf(page, number)).toHaveCount(0)
    await page.getByRole('link', { name: /^Gedruckt \(\d+\)$/ }).click()
    for (const number of [a, b, c]) await expect(filesOf(page, number)).toContainText(/Gedruckt .* von /)
  })

  await test.step('packing slips: one PDF per order with its number and lines', async () => {
    for (const [number, quantity] of [
      [a, 10],
      [b, 50],
      [c, 50],
    ] as const) {
      await page.goto(`/backoffice/orders/${number}`)
      await expect(page.getByTestId('order-status')).toHaveText('In Produktion')
      // The order page's line: its stored name (every option in words), then the SKU if it has one.
      const shown = (await page.getByTestId('order-line').locator('p.bo-muted').textContent()) ?? ''
      const name = shown
        .replace(/ · [^·]*$/, '')
        .replace(/\s+/g, ' ')
        .trim()
      const slipping = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Lieferschein (PDF)' }).click()
      const slip = await slipping
      expect(slip.suggestedFilename()).toBe(`Lieferschein-${number}.pdf`)
      const text = (await pdfText(await downloaded(slip))).join(' ')
      expect(text).toContain(`Bestellnummer ${number}`)
      expect(text).toContain(`1 ${quantity} ${name}`)
      expect(text).not.toContain('€')
    }
  })

  await test.step('shipping: a tracking CSV ships all three; the e-mails carry the tracking link', async () => {
    await page.getByRole('link', { name: 'Versand', exact: true }).click()
    const upload = page.getByTestId('tracking-upload')
    await upload.getByLabel('Marke').selectOption({ label: 'Kartenstudio' })
    const csv = `Bestellnummer;Versanddienst;Sendungsnummer\n${a};DHL;JJD${run}A\n${b};DPD;DPD${run}B\n${c};DHL;JJD${run}C\n`
    await upload
      .getByLabel('CSV-Datei')
      .setInputFiles({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await upload.getByRole('button', { name: 'Vorschau' }).click()
    await expect(upload.getByText('Vorschau: 3 Sendungen')).toBeVisible()
    for (const number of [a, b, c])
      await expect(upload.getByTestId('tracking-outcome').filter({ hasText: number })).toContainText(
        'Bestellung versandt',
      )
    await fitsScreen(page)
    await upload.getByRole('button', { name: 'Alle verbuchen und E-Mails senden' }).click()
    await expect(upload.getByText('3 Sendungen verbucht; die E-Mails gehen raus.')).toBeVisible()

    const links = {
      a: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD${run}A`,
      b: `https://tracking.dpd.de/status/de_DE/parcel/DPD${run}B`,
      c: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD${run}C`,
    }
    for (const [key, number] of Object.entries(orders) as ['a' | 'b' | 'c', string][])
      await expect(async () => {
        const shipped = (await mailsTo(page.request, email[key])).find(
          (m) => m.subject === `Ihre Bestellung ${number} ist unterwegs`,
        )
        expect(shipped?.text).toContain(`Sendung verfolgen: ${links[key]}`)
      }).toPass({ timeout: 30_000 })
    await page.goto(`/backoffice/orders/${b}`)
    await expect(page.getByTestId('order-status')).toHaveText('Versandt')
    await expect(page.getByTestId('shipment')).toContainText(`DPD DPD${run}B`)
  })

  await test.step('money: reminder for the overdue invoice, the payment with its date, a partial refund', async () => {
    await page.getByRole('button', { name: 'Abmelden' }).click()
    const backdated = await page.request.post('/backoffice/test-fixtures/backdate-invoice', {
      headers: SAME_ORIGIN,
      data: { number: c, days: 20 },
    })
    expect(await backdated.json()).toEqual({ changed: 1 })
    await signInAs(page, 'owner')
    await page.getByRole('link', { name: 'Offene Posten' }).click()
    const open = page.getByTestId('receivable').filter({ hasText: c })
    await expect(open).toContainText('6 Tage überfällig')
    await open.getByRole('button', { name: '1. Zahlungserinnerung senden' }).click()
    await expect(open.getByRole('status')).toHaveText(`1. Zahlungserinnerung zu ${c} ist verschickt.`)
    await expect(async () => {
      const reminder = (await mailsTo(page.request, email.c)).find(
        (m) => m.subject === `Zahlungserinnerung zu Ihrer Bestellung ${c}`,
      )
      expect(reminder?.text).toContain(`Verwendungszweck: ${c}`)
    }).toPass({ timeout: 30_000 })

    await open.getByRole('link', { name: c }).click()
    const money = page.getByTestId('money-section')
    const total = ((await money.getByTestId('open-amount').textContent()) ?? '').trim()
    expect(total).toMatch(/^\d+,\d\d\s€$/)
    const received = berlinDay(1)
    await money.getByLabel('Betrag', { exact: true }).fill(total.replace(/\s*€$/, ''))
    await money.getByLabel('Eingegangen am').fill(received)
    await money.getByRole('button', { name: 'Zahlung erfassen' }).click()
    await expect(money.getByTestId('open-amount')).toHaveText('0,00 €')
    await expect(money.getByTestId('paid')).toHaveText(total)
    const [y, m, d] = received.split('-')
    await expect(money.getByTestId('payments')).toContainText(`${total} am ${d}.${m}.${y}`)
    await expect(page.getByTestId('history')).toContainText('Zahlung erfasst')

    const refund = page.getByTestId('refund-form')
    await refund.getByLabel('Erstattungsbetrag').fill('5,00')
    await refund.getByLabel(/^Grund/).fill('Zwei Karten geknickt')
    const posting = page.waitForRequest((r) => r.method() === 'POST' && 'next-action' in r.headers())
    await refund.getByRole('button', { name: 'Erstatten', exact: true }).click()
    refundPost = await posting
    await expect(page.getByTestId('refunds')).toContainText('5,00 € erstattet – Zwei Karten geknickt')
    const note = page.getByTestId('order-invoice').filter({ hasText: 'Rechnungskorrektur' })
    const creditNote = ((await note.getByRole('link').textContent()) ?? '').trim()
    expect(creditNote).toMatch(/^ST-\d{4}-\d{6}$/)
    await expect(async () => {
      const mail = (await mailsTo(page.request, email.c)).find(
        (m) => m.subject === `Erstattung zu Ihrer Bestellung ${c}`,
      )
      expect(mail?.text).toContain(creditNote)
    }).toPass({ timeout: 30_000 })
    await fitsScreen(page)
  })

  await test.step('a new member: the owner invites production; the link, a password, the second factor', async () => {
    await page.getByRole('link', { name: 'Team' }).click()
    const invitee = uniqueEmail('day-druck')
    const form = page.getByRole('region', { name: 'Neue Person einladen' })
    await form.getByLabel('Name').fill('Paula Presse')
    await form.getByLabel('E-Mail-Adresse').fill(invitee)
    await form.getByLabel('Rolle').selectOption({ label: 'Produktion' })
    await form.getByRole('button', { name: 'Einladung senden' }).click()
    await expect(page.locator('main [role=status]')).toHaveText('Die Einladung ist verschickt.')

    const member = await ownContext()
    await member.goto(await linkFromMail(page.request, invitee, 'backoffice/invite/'))
    await expect(member.getByRole('heading', { name: 'Einladung ins Backoffice' })).toBeVisible()
    await member.getByLabel(/Neues Passwort/).fill('Druckfrisch am Morgen 9')
    await member.getByRole('button', { name: 'Einladung annehmen' }).click()
    await expect(member).toHaveURL(/\/backoffice\/login\?notice=accepted$/)
    await enrol(member, { email: invitee, password: 'Druckfrisch am Morgen 9' })
    await expect(member.getByRole('banner')).toContainText('Paula Presse (Produktion)')
    await expect(member.getByRole('link', { name: 'Produktion', exact: true })).toBeVisible()

    // Role limits: production sees no money on the order and may not refund, not even by a forged post.
    await member.goto(`/backoffice/orders/${c}`)
    await expect(member.getByTestId('shipping-section')).toBeVisible()
    await expect(member.getByTestId('money-section')).toHaveCount(0)
    await expect(member.getByRole('button', { name: 'Erstatten', exact: true })).toHaveCount(0)
    await expect(member.getByRole('button', { name: 'Zahlung erfassen' })).toHaveCount(0)
    await expect(member.getByRole('link', { name: 'Offene Posten' })).toHaveCount(0)
    // The owner's refund post of the morning, sent again with the member's session: refused.
    const forged = await member.request.post(`/backoffice/orders/${c}`, {
      headers: {
        ...SAME_ORIGIN,
        'next-action': refundPost?.headers()['next-action'] ?? '',
        'content-type': refundPost?.headers()['content-type'] ?? '',
      },
      data: refundPost?.postDataBuffer() ?? Buffer.alloc(0),
    })
    expect(forged.status()).toBe(403)
    // Nothing was written: still the one refund of the morning.
    await page.goto(`/backoffice/orders/${c}`)
    await expect(page.getByTestId('refunds').locator('li')).toHaveCount(1)
  })

  await test.step('role limits: support is refused the production queue', async () => {
    const support = await ownContext()
    await signInAs(support, 'support')
    await expect(support.getByRole('link', { name: 'Produktion', exact: true })).toHaveCount(0)
    expect((await support.goto(QUEUE))?.status()).toBe(403)
    await expect(support.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible()
  })

  for (const context of others) await context.close()
})
