import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orderEvents, orders, paymentReminders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { renderShopAttachment } from '@/lib/shop/sales/invoices/mail-attachments'
import { refundCreditNoteByNumber } from '@/lib/shop/sales/invoices/refund'
import { readInvoiceDocument } from '@/lib/shop/sales/invoices/stored-document'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { shipOrder } from '../shipping/shipments'
import { balanceOf } from './balance'
import { recordPayment, recordRefund, sendPaymentReminder } from './payments'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const staff = { name: 'Paula Packer' }
const PLACED_AT = new Date('2037-03-02T09:00:00Z')
const day = (iso: string) => new Date(`${iso}T10:00:00Z`)

async function placed(paymentMethod: 'invoice' | 'prepayment' = 'invoice') {
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(
    handle.db,
    parsedCheckout({ email: `money-${randomUUID().slice(0, 6)}@example.com`, paymentMethod }),
    { owner: { visitorKey }, brand: 'card', locale: 'de-DE', now: PLACED_AT },
  )
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
  return row!
}

const row = async (number: string) =>
  (await handle.db.select().from(orders).where(eq(orders.number, number)))[0]!
const euros = (minor: number) => (minor / 100).toFixed(2).replace('.', ',')

async function shipped() {
  const order = await placed()
  await changeOrderStatus(handle.db, order.number, { to: 'in_production' }, 'staff')
  await shipOrder(handle.db, order.number, { carrier: 'DHL', trackingNumber: 'JJD000390007' }, staff)
  return row(order.number)
}

describe('payments', () => {
  it('add up as partial payments; the open amount falls; paid in full makes a placed order paid', async () => {
    const order = await placed()
    const first = Math.floor(order.total / 3)
    const { open } = await recordPayment(
      handle.db,
      order.number,
      { amount: euros(first), receivedOn: '2026-11-20' },
      staff,
      day('2026-11-28'),
    )
    expect(open).toBe(order.total - first)
    expect((await row(order.number)).status).toBe('placed')
    const balance = await balanceOf(handle.db, order)
    expect(balance).toMatchObject({ paid: first, open: order.total - first, credited: 0 })

    await recordPayment(
      handle.db,
      order.number,
      { amount: euros(open), receivedOn: '2026-11-27' },
      staff,
      day('2026-11-28'),
    )
    expect((await row(order.number)).status).toBe('paid')
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(events.filter((e) => e.action === 'payment').map((e) => e.staffName)).toEqual([
      staff.name,
      staff.name,
    ])
    expect(events.find((e) => e.toStatus === 'paid' && e.fromStatus === 'placed')?.staffName).toBe(staff.name)
  })

  it('are refused above the open amount, in the future, for a cancelled order, and never negative', async () => {
    const order = await placed()
    const now = day('2026-11-28')
    await expect(
      recordPayment(
        handle.db,
        order.number,
        { amount: euros(order.total + 1), receivedOn: '2026-11-27' },
        staff,
        now,
      ),
    ).rejects.toThrow(/höher als der offene Betrag/)
    await expect(
      recordPayment(handle.db, order.number, { amount: '10', receivedOn: '2026-11-29' }, staff, now),
    ).rejects.toThrow(/Zukunft/)
    await expect(
      recordPayment(handle.db, order.number, { amount: '-10', receivedOn: '2026-11-27' }, staff, now),
    ).rejects.toThrow(/Betrag/)
    await changeOrderStatus(handle.db, order.number, { to: 'cancelled' }, 'staff')
    await expect(
      recordPayment(handle.db, order.number, { amount: '10', receivedOn: '2026-11-27' }, staff, now),
    ).rejects.toThrow(/storniert/)
    expect((await balanceOf(handle.db, order)).paid).toBe(0)
  })

  it('are recorded for an order in production or shipped too (invoice orders are paid late)', async () => {
    const order = await shipped()
    await recordPayment(
      handle.db,
      order.number,
      { amount: euros(order.total), receivedOn: '2026-11-27' },
      staff,
      day('2026-11-28'),
    )
    expect((await balanceOf(handle.db, order)).open).toBe(0)
    expect((await row(order.number)).status).toBe('shipped')
  })
})

describe('payment reminders', () => {
  it('first after the due date, second ten days after the first, each level once, none when paid', async () => {
    const order = await placed()
    const invoiceDue = (await balanceOf(handle.db, order)).dueDate!
    expect(invoiceDue).toBe('2037-03-16')
    await expect(sendPaymentReminder(handle.db, order.number, staff, day('2037-03-16'))).rejects.toThrow(
      /noch nicht fällig/,
    )
    expect(await sendPaymentReminder(handle.db, order.number, staff, day('2037-03-17'))).toEqual({ level: 1 })
    await expect(sendPaymentReminder(handle.db, order.number, staff, day('2037-03-18'))).rejects.toThrow(
      /noch nicht fällig/,
    )
    expect(await sendPaymentReminder(handle.db, order.number, staff, day('2037-03-28'))).toEqual({ level: 2 })
    await expect(sendPaymentReminder(handle.db, order.number, staff, day('2037-05-01'))).rejects.toThrow(
      /Beide/,
    )

    const sent = await handle.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, order.id))
    expect(sent.map((r) => r.level).sort()).toEqual([1, 2])
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email))
    const reminders = mails.filter((m) => m.messageKey.startsWith('payment-reminder-'))
    expect(reminders.map((m) => m.subject).sort()).toEqual([
      `Zahlungserinnerung zu Ihrer Bestellung ${order.number}`,
      `Zweite Zahlungserinnerung zu Ihrer Bestellung ${order.number}`,
    ])
    expect(reminders[0]!.textBody).toMatch(/Verwendungszweck: KS-/)
    expect(reminders[0]!.attachments).toEqual([
      expect.objectContaining({ ref: expect.stringMatching(/^invoice:RE-/) }),
    ])
  })

  it('are not sent for a paid invoice or a prepayment order', async () => {
    const paid = await placed()
    await recordPayment(
      handle.db,
      paid.number,
      { amount: euros(paid.total), receivedOn: '2037-03-05' },
      staff,
      day('2037-03-06'),
    )
    await expect(sendPaymentReminder(handle.db, paid.number, staff, day('2037-04-30'))).rejects.toThrow(
      /nichts offen/,
    )
    const prepaid = await placed('prepayment')
    await expect(sendPaymentReminder(handle.db, prepaid.number, staff, day('2037-04-30'))).rejects.toThrow(
      /Rechnungskäufe/,
    )
  })
})

describe('refunds', () => {
  it('issue a credit note in the cancellation series that reduces the invoice, mailed with its PDF', async () => {
    const order = await shipped()
    const { creditNote } = await recordRefund(
      handle.db,
      order.number,
      { amount: '10,00', reason: 'Karte geknickt' },
      staff,
    )
    expect(creditNote).toMatch(/^ST-20\d\d-\d{6}$/)
    const note = (await refundCreditNoteByNumber(handle.db, creditNote))!
    expect(note.total).toBe(-1000)
    const document = readInvoiceDocument(note)
    expect(document.refund).toEqual({ reason: 'Karte geknickt' })
    expect(document.vat).toEqual([{ vatBasisPoints: 1900, gross: -1000, net: -840, vat: -160 }])
    expect(document.lines).toEqual([
      expect.objectContaining({ name: 'Erstattung: Karte geknickt', total: -1000 }),
    ])

    const balance = await balanceOf(handle.db, order)
    expect(balance).toMatchObject({ credited: 1000, open: order.total - 1000 })

    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-refund:${creditNote}:${order.number}`))
    expect(mail!.subject).toBe(`Erstattung zu Ihrer Bestellung ${order.number}`)
    const pdf = await loadPdf(await renderShopAttachment(handle.db, `credit-note:${creditNote}`))
    const text = pageTexts(pdf.getPage(0)).join(' ').replace(/\s+/g, ' ')
    expect(text).toContain(`Rechnungskorrektur ${creditNote}`)
    expect(text).toContain('Grund: Karte geknickt')
    expect(text).toContain('Gesamtbetrag -10 €')
    expect(text).toContain('Korrektur zu Rechnung RE-')
  })

  it('are refused before shipping, above what the invoice still stands at, and without a reason', async () => {
    const early = await placed()
    await expect(
      recordRefund(handle.db, early.number, { amount: '5', reason: 'Kulanz' }, staff),
    ).rejects.toThrow(/nach dem Versand/)
    const order = await shipped()
    await recordRefund(handle.db, order.number, { amount: euros(order.total - 100), reason: 'Kulanz' }, staff)
    await expect(
      recordRefund(handle.db, order.number, { amount: '1,01', reason: 'Kulanz' }, staff),
    ).rejects.toThrow(/Höchstens 1,00\s€/)
    await expect(recordRefund(handle.db, order.number, { amount: '1', reason: '' }, staff)).rejects.toThrow(
      /Grund/,
    )
    await recordRefund(handle.db, order.number, { amount: '1,00', reason: 'Rest' }, staff)
    expect((await balanceOf(handle.db, order)).open).toBe(0)
  })
})
