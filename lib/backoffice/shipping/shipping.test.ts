import { randomUUID } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orderEvents, orderLines, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { FOLDED_CARD, fillCart, parsedCheckout, READ } from '@/lib/shop/sales/orders/testing/fixtures'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { applyTrackingRows, startProduction } from './bulk'
import { packingSlipOf, renderPackingSlip } from './packing-slip'
import { correctTracking, shipmentsOfOrder, shipOrder } from './shipments'
import { parseTrackingCsv } from './tracking-csv'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const staff = { name: 'Paula Packer' }
const csv = (text: string) => new TextEncoder().encode(text)
const DHL = 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode='

async function placed(brand: 'card' | 'poster' = 'card', lines = 1) {
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  if (lines > 1) {
    await addCartItem(
      handle.db,
      { visitorKey },
      { ...FOLDED_CARD, options: { ...FOLDED_CARD.options, format: 'a5' as const } },
      READ,
    )
  }
  const { order } = await placeOrder(
    handle.db,
    parsedCheckout({ email: `ship-${randomUUID().slice(0, 6)}@example.com` }),
    { owner: { visitorKey }, brand, locale: 'de-DE' },
  )
  return order.number
}

async function inProduction(brand: 'card' | 'poster' = 'card', lines = 1) {
  const number = await placed(brand, lines)
  await changeOrderStatus(handle.db, number, { to: 'in_production' }, 'staff')
  return number
}

const orderRow = async (number: string) =>
  (await handle.db.select().from(orders).where(eq(orders.number, number)))[0]!
const mailsOf = (number: string) =>
  handle.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.messageKey, `%:${number}`))
const linesOf = async (number: string) => {
  const order = await orderRow(number)
  return handle.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.position)
}

describe('shipments', () => {
  it('ship part of an order, then the rest: partly shipped stays in production, each parcel its own mail', async () => {
    const number = await inProduction('card', 2)
    const [first, second] = await linesOf(number)
    expect(second).toBeDefined()
    const partial = await shipOrder(
      handle.db,
      number,
      { carrier: 'DHL', trackingNumber: 'JJD0001', lineIds: [first!.id] },
      staff,
    )
    expect(partial.completes).toBe(false)
    expect((await orderRow(number)).status).toBe('in_production')
    const order = await orderRow(number)
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(events.at(-1)).toMatchObject({ action: 'shipment', staffName: staff.name })
    expect(events.at(-1)?.note).toContain('Teilsendung (Pos. 1): DHL JJD0001')

    // The same line cannot go out twice.
    await expect(
      shipOrder(
        handle.db,
        number,
        { carrier: 'DPD', trackingNumber: 'DPD0002', lineIds: [first!.id] },
        staff,
      ),
    ).rejects.toThrow(/Position 1 .* schon versandt/)

    const rest = await shipOrder(handle.db, number, { carrier: 'dpd', trackingNumber: 'DPD0002' }, staff)
    expect(rest.completes).toBe(true)
    const done = await orderRow(number)
    expect(done).toMatchObject({ status: 'shipped', carrier: 'DPD', trackingNumber: 'DPD0002' })

    const mails = await mailsOf(number)
    const parcels = mails.filter((m) => m.messageKey.startsWith('order-shipment:'))
    expect(parcels).toHaveLength(2)
    const partialMail = parcels.find((m) => m.subject.startsWith('Ein Teil'))!
    expect(partialMail.textBody).toContain(`${DHL}JJD0001`)
    const restMail = parcels.find((m) => m.subject === `Ihre Bestellung ${number} ist unterwegs`)!
    expect(restMail.textBody).toContain('https://tracking.dpd.de/status/de_DE/parcel/DPD0002')
    expect(restMail.textBody).toContain('In diesem Paket')

    const { shipments, openLineIds } = await shipmentsOfOrder(handle.db, order.id)
    expect(shipments.map((s) => [s.carrier, s.positions])).toEqual([
      ['DHL', '1'],
      ['DPD', '2'],
    ])
    expect(openLineIds).toEqual([])
  })

  it('refuses an order that is not in production', async () => {
    const number = await placed()
    await expect(
      shipOrder(handle.db, number, { carrier: 'DHL', trackingNumber: 'JJD0003' }, staff),
    ).rejects.toThrow(/nicht in Produktion/)
  })

  it('corrects a tracking number: new mail with the working link, old number kept in the history', async () => {
    const number = await inProduction()
    const { shipmentId } = await shipOrder(
      handle.db,
      number,
      { carrier: 'DHL', trackingNumber: 'JJD0BAD' },
      staff,
    )
    await correctTracking(
      handle.db,
      number,
      shipmentId,
      { carrier: 'Hermes', trackingNumber: 'H1234567' },
      staff,
    )
    expect(await orderRow(number)).toMatchObject({ carrier: 'Hermes', trackingNumber: 'H1234567' })
    const order = await orderRow(number)
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(events.at(-1)).toMatchObject({ action: 'tracking', staffName: staff.name })
    expect(events.at(-1)?.note).toBe('Sendungsnummer korrigiert: DHL JJD0BAD → Hermes H1234567')
    const correction = (await mailsOf(number)).find((m) => m.messageKey.startsWith('tracking-corrected:'))!
    expect(correction.subject).toBe(`Korrigierte Sendungsnummer für Ihre Bestellung ${number}`)
    expect(correction.textBody).toContain('myhermes.de')
    // Unchanged is no correction; another order's parcel is not found through this one.
    await expect(
      correctTracking(
        handle.db,
        number,
        shipmentId,
        { carrier: 'hermes', trackingNumber: 'H1234567' },
        staff,
      ),
    ).rejects.toThrow(/unverändert/)
    const other = await inProduction()
    await expect(
      correctTracking(handle.db, other, shipmentId, { carrier: 'DHL', trackingNumber: 'JJD9999' }, staff),
    ).rejects.toThrow(/gibt es nicht/)
  })
})

describe('tracking CSV', () => {
  it('reads German or English headers, any delimiter, and names each bad row in German', () => {
    const good = parseTrackingCsv(
      csv(
        'Bestellnummer;Versanddienst;Sendungsnummer;Positionen\nKS-100123;DHL;JJD00001;\nks-100124;Post AT;RR1234AT;1, 3\n',
      ),
    )
    expect(good.problems).toEqual([])
    expect(good.rows).toEqual([
      { row: 2, orderNumber: 'KS-100123', carrier: 'dhl', trackingNumber: 'JJD00001', positions: null },
      { row: 3, orderNumber: 'KS-100124', carrier: 'post-at', trackingNumber: 'RR1234AT', positions: [1, 3] },
    ])
    const english = parseTrackingCsv(csv('order,carrier,tracking_number\nMP-100200,ups,1Z999AA1\n'))
    expect(english.rows).toHaveLength(1)

    const bad = parseTrackingCsv(
      csv(
        'Bestellnummer;Versanddienst;Sendungsnummer\n12345;DHL;J1\nKS-100125;Brieftaube;JJD00002\nKS-100126;DHL;JJD00002\nKS-100127;DHL;JJD00002\n',
      ),
    )
    expect(bad.problems).toEqual([
      {
        row: 2,
        message: expect.stringMatching(/^Bestellnummer fehlt .*; Sendungsnummer fehlt oder ist ungültig/),
      },
      { row: 3, message: expect.stringMatching(/^Versanddienst „Brieftaube“ ist unbekannt \(DHL, DPD/) },
      { row: 5, message: 'Sendungsnummer JJD00002 steht schon in Zeile 4' },
    ])
  })

  it('refuses wrong columns, an empty file and 10 000 rows before looking at any order', () => {
    expect(parseTrackingCsv(csv('Name;Adresse\nErika;Köln\n')).problems[0]!.message).toMatch(
      /^Es fehlen Spalten: Bestellnummer, Versanddienst, Sendungsnummer/,
    )
    expect(parseTrackingCsv(csv('')).problems[0]!.message).toBe('Die Datei ist leer.')
    const big = ['Bestellnummer;Versanddienst;Sendungsnummer']
    for (let i = 0; i < 10_000; i++) big.push(`KS-${200000 + i};DHL;JJD${100000 + i}`)
    expect(parseTrackingCsv(csv(big.join('\n'))).problems).toEqual([
      { row: 1, message: 'Die Datei hat 10000 Zeilen; höchstens 1000 gehen in einem Durchgang.' },
    ])
  })

  it('preview changes nothing; apply ships every row; one bad row (or another brand) applies nothing', async () => {
    const a = await inProduction()
    const b = await inProduction()
    const poster = await inProduction('poster')
    const file = parseTrackingCsv(
      csv(`Bestellnummer;Versanddienst;Sendungsnummer\n${a};DHL;JJDA0001\n${b};UPS;1ZB0001\n`),
    )
    const preview = await applyTrackingRows(handle.db, file.rows, 'card', staff, { preview: true })
    expect(preview).toMatchObject({ ok: true, applied: false })
    expect((await orderRow(a)).status).toBe('in_production')
    expect((await mailsOf(a)).some((m) => m.messageKey.startsWith('order-shipment:'))).toBe(false)

    const mixed = parseTrackingCsv(
      csv(
        `Bestellnummer;Versanddienst;Sendungsnummer\n${a};DHL;JJDA0001\n${poster};DHL;JJDP0001\nKS-999999;DHL;JJDX0001\n`,
      ),
    )
    const refused = await applyTrackingRows(handle.db, mixed.rows, 'card', staff, { preview: false })
    expect(refused).toEqual({
      ok: false,
      problems: [
        { row: 3, message: `Die Bestellung ${poster} gehört zu MYPOSTER, nicht zu Kartenstudio.` },
        { row: 4, message: 'Die Bestellung KS-999999 gibt es nicht.' },
      ],
    })
    expect((await orderRow(a)).status).toBe('in_production')

    const applied = await applyTrackingRows(handle.db, file.rows, 'card', staff, { preview: false })
    expect(applied).toMatchObject({ ok: true, applied: true })
    expect(await orderRow(a)).toMatchObject({ status: 'shipped', trackingNumber: 'JJDA0001' })
    expect(await orderRow(b)).toMatchObject({ status: 'shipped', carrier: 'UPS' })
    const mail = (await mailsOf(a)).find((m) => m.messageKey.startsWith('order-shipment:'))!
    expect(mail.textBody).toContain(`${DHL}JJDA0001`)
    // Uploading the same file again ships nothing twice.
    const again = await applyTrackingRows(handle.db, file.rows, 'card', staff, { preview: false })
    expect(again.ok).toBe(false)
  })
})

describe('bulk production start', () => {
  it('moves a batch into production, or nothing when one of them cannot go', async () => {
    const a = await placed()
    const b = await placed()
    const shipped = await inProduction()
    await shipOrder(handle.db, shipped, { carrier: 'DHL', trackingNumber: 'JJDS0001' }, staff)
    const refused = await startProduction(handle.db, [a, shipped, b], staff)
    expect(refused).toEqual({
      ok: false,
      problems: [{ row: 2, message: `${shipped}: kann in ihrem Status nicht in Produktion gehen.` }],
    })
    expect((await orderRow(a)).status).toBe('placed')
    expect(await startProduction(handle.db, [a, b], staff)).toEqual({ ok: true, count: 2 })
    expect((await orderRow(b)).status).toBe('in_production')
    const events = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, (await orderRow(b)).id))
    expect(events.at(-1)).toMatchObject({ toStatus: 'in_production', staffName: staff.name })
  })
})

describe('packing slip', () => {
  it('names each line with its options and quantity, the address and the order, never a price', async () => {
    const number = await inProduction('card', 2)
    const [first] = await linesOf(number)
    const { shipmentId } = await shipOrder(
      handle.db,
      number,
      { carrier: 'DHL', trackingNumber: 'JJDSLIP01', lineIds: [first!.id] },
      staff,
    )
    const textOf = async (bytes: Uint8Array) => {
      const pdf = await loadPdf(bytes)
      return pageTexts(pdf.getPage(0)).join(' ').replace(/\s+/g, ' ')
    }
    const whole = await textOf(await renderPackingSlip((await packingSlipOf(handle.db, number, null))!))
    expect(whole).toContain(`Bestellnummer ${number}`)
    expect(whole).toContain('Lieferschein')
    expect(whole).toContain('Heidestraße 17 51147 Köln Deutschland')
    // The stored line name carries the options in words (orderLineName): format and paper.
    expect(whole).toContain('1 50 Eukalyptus Einladung – Klappkarte: DIN A6, Premiumpapier matt')
    expect(whole).toContain('2 50 Eukalyptus Einladung – Klappkarte: DIN A5, Premiumpapier matt')
    expect(whole).not.toMatch(/€|EUR/)
    const parcel = await textOf(
      await renderPackingSlip((await packingSlipOf(handle.db, number, shipmentId))!),
    )
    expect(parcel).toContain('Lieferschein – Teillieferung')
    expect(parcel).toContain('Sendung DHL JJDSLIP01')
    expect(parcel).not.toContain('DIN A5')
    // Another order's parcel is not reachable through this order.
    expect(await packingSlipOf(handle.db, await placed(), shipmentId)).toBeNull()
  })
})
