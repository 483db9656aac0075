import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { fitsScreen, mailsTo, orderCards, phoneWidth, signInAs } from './backoffice-support'
import { SAME_ORIGIN, seriousA11yViolations } from './support'

/**
 * Issue 34 points 3 and 4 as staff work them, on desktop and at 390 px: orders into production in one
 * go, a carrier's tracking CSV (preview, then all at once) that ships orders with e-mails holding the
 * carrier's tracking link, a partial shipment and its rest, a refused parcel that keeps what was typed;
 * then money: a payment reminder for an overdue invoice, a partial and a full payment, a refund with
 * its credit note, and the production role, which sees no money and may not refund.
 */

/** Card lines of the sample design, one per format (folded, premium matt, 50 each). */
const cards = (...formats: string[]) => formats.map((format) => ({ format }))

const DHL = 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode='

test('tracking CSV ships orders with the carrier link; a partial shipment and its rest', async ({
  page,
}, info) => {
  test.setTimeout(150_000)
  await phoneWidth(page, info)
  const run = randomUUID().slice(0, 6)
  const emailA = `ship-a-${run}@example.com`
  const emailB = `ship-b-${run}@example.com`
  const a = await orderCards(page, emailA, cards('a6'))
  const b = await orderCards(page, emailB, cards('a6', 'a5'))
  await signInAs(page)

  // Both orders into production in one go from the shipping desk.
  await page.getByRole('link', { name: 'Versand', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Versand')
  await page.getByRole('checkbox', { name: `${a} auswählen` }).check()
  await page.getByRole('checkbox', { name: `${b} auswählen` }).check()
  await page.getByRole('button', { name: 'Ausgewählte in Produktion geben' }).first().click()
  await expect(page.getByText('2 Bestellungen sind in Produktion.')).toBeVisible()

  // A tracking CSV with a wrong row books nothing and names the row.
  const upload = page.getByTestId('tracking-upload')
  const file = (text: string) => ({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })
  await upload.getByLabel('Marke').selectOption({ label: 'Kartenstudio' })
  await upload
    .getByLabel('CSV-Datei')
    .setInputFiles(file(`Bestellnummer;Versanddienst;Sendungsnummer\n${a};Brieftaube;JJD${run}A\n`))
  await upload.getByRole('button', { name: 'Vorschau' }).click()
  await expect(upload.getByTestId('tracking-problems')).toContainText(
    'Zeile 2: Versanddienst „Brieftaube“ ist unbekannt',
  )

  // The right file (a refused upload clears the form: brand and file are chosen again), preview first,
  // then everything at once.
  await upload.getByLabel('Marke').selectOption({ label: 'Kartenstudio' })
  await upload
    .getByLabel('CSV-Datei')
    .setInputFiles(
      file(
        `Bestellnummer;Versanddienst;Sendungsnummer;Positionen\n${a};DHL;JJD${run}A;\n${b};DPD;DPD${run}B;1\n`,
      ),
    )
  await upload.getByRole('button', { name: 'Vorschau' }).click()
  await expect(upload.getByText('Vorschau: 2 Sendungen')).toBeVisible()
  await expect(upload.getByTestId('tracking-outcome').filter({ hasText: b })).toContainText(
    'Teilsendung (Pos. 1)',
  )
  expect(await seriousA11yViolations(page)).toEqual([])
  await fitsScreen(page)
  await upload.getByRole('button', { name: 'Alle verbuchen und E-Mails senden' }).click()
  await expect(upload.getByText('2 Sendungen verbucht; die E-Mails gehen raus.')).toBeVisible()

  await expect(async () => {
    const shipped = (await mailsTo(page.request, emailA)).find(
      (m) => m.subject === `Ihre Bestellung ${a} ist unterwegs`,
    )
    expect(shipped?.text).toContain(`Sendung verfolgen: ${DHL}JJD${run}A`)
  }).toPass({ timeout: 20_000 })

  // B is partly shipped: one parcel with its link; the rest goes from the order page.
  await page.goto(`/backoffice/orders/${b}`)
  await expect(page.getByTestId('partly-shipped')).toHaveText('Teilweise versandt')
  await expect(page.getByTestId('order-status')).toHaveText('In Produktion')
  await expect(page.getByTestId('shipment')).toHaveCount(1)
  await expect(page.getByTestId('shipment')).toContainText(`DPD DPD${run}B`)
  const slip = await page.request.get(`/backoffice/orders/${b}/packing-slip`)
  expect(slip.status()).toBe(200)
  expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // A refused parcel keeps what was typed.
  const ship = page.getByTestId('ship-form')
  await ship.getByLabel('Paketdienst').fill('UPS')
  await ship.getByLabel('Trackingnummer').fill('1Z!')
  await ship.getByRole('button', { name: 'Weiteres Paket versenden' }).click()
  await expect(ship.getByRole('alert')).toContainText('Sendungsnummer: 4–40 Buchstaben')
  await expect(ship.getByLabel('Paketdienst')).toHaveValue('UPS')
  await expect(ship.getByLabel('Trackingnummer')).toHaveValue('1Z!')
  await ship.getByLabel('Trackingnummer').fill(`1Z${run}B2`)
  await ship.getByRole('button', { name: 'Weiteres Paket versenden' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Versandt')
  await expect(page.getByTestId('shipment')).toHaveCount(2)
  await fitsScreen(page)
  expect(await seriousA11yViolations(page)).toEqual([])

  await expect(async () => {
    const mails = await mailsTo(page.request, emailB)
    const partial = mails.find((m) => m.subject === `Ein Teil Ihrer Bestellung ${b} ist unterwegs`)
    expect(partial?.text).toContain(`https://tracking.dpd.de/status/de_DE/parcel/DPD${run}B`)
    const rest = mails.find((m) => m.subject === `Ihre Bestellung ${b} ist unterwegs`)
    expect(rest?.text).toContain(`https://www.ups.com/track?loc=de_DE&tracknum=1Z${run}B2`)
  }).toPass({ timeout: 20_000 })
})

test('reminder for an overdue invoice, partial and full payment, refund with credit note; production cannot refund', async ({
  page,
}, info) => {
  test.setTimeout(150_000)
  await phoneWidth(page, info)
  const email = `money-${randomUUID().slice(0, 6)}@example.com`
  const number = await orderCards(page, email, cards('a6'))
  const backdated = await page.request.post('/backoffice/test-fixtures/backdate-invoice', {
    headers: SAME_ORIGIN,
    data: { number, days: 20 },
  })
  expect(await backdated.json()).toEqual({ changed: 1 })
  await signInAs(page)

  // The receivables list shows the overdue invoice and sends its first reminder.
  await page.getByRole('link', { name: 'Offene Posten' }).click()
  const open = page.getByTestId('receivable').filter({ hasText: number })
  await expect(open).toContainText('6 Tage überfällig')
  await expect(open).toContainText('noch nicht erinnert')
  await fitsScreen(page)
  expect(await seriousA11yViolations(page)).toEqual([])
  await open.getByRole('button', { name: '1. Zahlungserinnerung senden' }).click()
  await expect(open.getByRole('status')).toHaveText(`1. Zahlungserinnerung zu ${number} ist verschickt.`)
  await expect(open).toContainText('Erinnert: 1.')
  await expect(open.getByRole('button', { name: /Zahlungserinnerung senden/ })).toHaveCount(0)
  await expect(async () => {
    const reminder = (await mailsTo(page.request, email)).find(
      (m) => m.subject === `Zahlungserinnerung zu Ihrer Bestellung ${number}`,
    )
    expect(reminder?.text).toContain(`Verwendungszweck: ${number}`)
  }).toPass({ timeout: 20_000 })

  // A partial payment, then the rest: the order is paid.
  await open.getByRole('link', { name: number }).click()
  const money = page.getByTestId('money-section')
  const total = ((await money.getByTestId('open-amount').textContent()) ?? '').trim()
  await money.getByLabel('Betrag', { exact: true }).fill('10,00')
  await money.getByRole('button', { name: 'Zahlung erfassen' }).click()
  await expect(money.getByRole('status')).toHaveText('Zahlung erfasst; der Rest ist noch offen.')
  await expect(money.getByTestId('paid')).toHaveText('10,00 €')
  await expect(money.getByTestId('open-amount')).not.toHaveText(total)
  await money.getByRole('button', { name: 'Zahlung erfassen' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Bezahlt')
  await expect(money.getByTestId('open-amount')).toHaveText('0,00 €')
  await expect(page.getByTestId('history')).toContainText('Zahlung erfasst')

  // Into production and shipped; then a refund with its credit note.
  await page.getByLabel('Neuer Status').selectOption({ label: 'In Produktion' })
  await page.getByRole('button', { name: 'Speichern', exact: true }).click()
  await expect(page.getByTestId('order-status')).toHaveText('In Produktion')
  await page.getByTestId('ship-form').getByLabel('Paketdienst').fill('DHL')
  await page.getByTestId('ship-form').getByLabel('Trackingnummer').fill(`JJD${Date.now()}`)
  await page.getByTestId('ship-form').getByRole('button', { name: 'Versenden', exact: true }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Versandt')
  const refund = page.getByTestId('refund-form')
  await refund.getByLabel('Erstattungsbetrag').fill('-5')
  await refund.getByLabel(/^Grund/).fill('Karte geknickt')
  await refund.getByRole('button', { name: 'Erstatten', exact: true }).click()
  await expect(refund.getByRole('alert')).toContainText('Bitte einen Betrag wie 12,34 eingeben')
  await expect(refund.getByLabel(/^Grund/)).toHaveValue('Karte geknickt')
  await refund.getByLabel('Erstattungsbetrag').fill('5,00')
  await refund.getByRole('button', { name: 'Erstatten', exact: true }).click()
  await expect(page.getByTestId('refunds')).toContainText('5,00 € erstattet – Karte geknickt')
  const note = page.getByTestId('order-invoice').filter({ hasText: 'Rechnungskorrektur' })
  await expect(note).toHaveCount(1)
  const creditNote = ((await note.getByRole('link').textContent()) ?? '').trim()
  expect(creditNote).toMatch(/^ST-\d{4}-\d{6}$/)
  const pdf = await page.request.get(`/backoffice/orders/${number}/invoices/${creditNote}`)
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.getByTestId('history')).toContainText('Karte geknickt')
  await fitsScreen(page)
  expect(await seriousA11yViolations(page)).toEqual([])
  await expect(async () => {
    const mail = (await mailsTo(page.request, email)).find(
      (m) => m.subject === `Erstattung zu Ihrer Bestellung ${number}`,
    )
    expect(mail?.text).toContain(creditNote)
  }).toPass({ timeout: 20_000 })

  // Production ships but never sees money: no payment section, no refund, the receivables are 403.
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await signInAs(page, 'production')
  await page.goto(`/backoffice/orders/${number}`)
  await expect(page.getByTestId('shipping-section')).toBeVisible()
  await expect(page.getByTestId('money-section')).toHaveCount(0)
  // The lines show what to produce, not what they cost.
  await expect(page.getByTestId('order-line').first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Stückpreis' })).toHaveCount(0)
  await expect(page.getByTestId('order-line').first()).not.toContainText('€')
  await expect(page.getByRole('button', { name: 'Erstatten', exact: true })).toHaveCount(0)
  expect((await page.goto('/backoffice/receivables'))?.status()).toBe(403)
})
