import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancellationInvoices, mailOutbox, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import type { TransportMessage } from '@/lib/mail/transport'
import { deliverDueMail } from '@/lib/mail/worker'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { renderShopAttachment } from '@/lib/shop/sales/invoices/mail-attachments'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { cancellationOfOrder, issueCancellationInvoice } from './cancellation'
import { cancellationPdfFor } from './download'
import { invoiceOfOrder } from './issue'
import { CANCELLATION_NUMBER_PATTERN } from './numbering'
import { readInvoiceDocument } from './stored-document'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

async function placed(email = 'storno@example.com', paymentMethod: 'invoice' | 'prepayment' = 'invoice') {
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(handle.db, parsedCheckout({ email, paymentMethod }), {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
  })
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
  return { number: order.number, id: row!.id, visitorKey }
}

const textOf = async (bytes: Uint8Array) => {
  const pdf = await loadPdf(bytes)
  const pages = Array.from({ length: pdf.getPageCount() }, (_, i) => pageTexts(pdf.getPage(i)).join('\n'))
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ')
}

describe('cancellation invoice (Stornorechnung)', () => {
  it('is issued with the cancellation: own number, amounts per VAT rate negated, original named', async () => {
    const order = await placed()
    const cancelledAt = new Date('2036-02-03T10:00:00Z')
    await changeOrderStatus(handle.db, order.number, { to: 'cancelled' }, 'customer', cancelledAt)
    const invoice = (await invoiceOfOrder(handle.db, order.id))!
    const storno = (await cancellationOfOrder(handle.db, order.id))!
    const original = readInvoiceDocument(invoice)
    const reversed = readInvoiceDocument(storno)
    expect(storno.number).toBe('ST-2036-000001')
    expect(storno.number).toMatch(CANCELLATION_NUMBER_PATTERN)
    expect(storno.total).toBe(-invoice.total)
    expect(reversed.cancels).toEqual({ number: invoice.number, issuedAt: original.issuedAt })
    expect(reversed.vat).toEqual(
      original.vat.map((v) => ({ ...v, gross: -v.gross, net: -v.net, vat: -v.vat })),
    )
    expect(reversed.lines.map((l) => l.total)).toEqual(original.lines.map((l) => -l.total))
    expect(reversed.shipping.amount).toBe(-original.shipping.amount)
    expect(reversed.payment.dueDate).toBeNull()
    // Issued once: asking again returns the same row, no second number is taken.
    expect((await issueCancellationInvoice(handle.db, order.id, cancelledAt))?.number).toBe(storno.number)

    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-cancelled:${order.number}`))
    expect(mail?.textBody).toContain(
      `Die Rechnung ${invoice.number} heben wir mit der Stornorechnung ${storno.number}`,
    )
    expect(mail?.attachments).toEqual([
      {
        filename: `Stornorechnung-${storno.number}.pdf`,
        contentType: 'application/pdf',
        ref: `cancellation-invoice:${storno.number}`,
      },
    ])

    const text = await textOf(
      (await cancellationPdfFor(handle.db, order.number, { visitorKey: order.visitorKey, customerId: null }))!
        .bytes,
    )
    expect(text).toContain(`Stornorechnung ${storno.number}`)
    expect(text).toContain(`${invoice.number} (`)
    expect(text.replace(/\n/g, ' ')).toContain(`hebt die Rechnung ${invoice.number} vom`)
    expect(text).toContain(`-${(invoice.total / 100).toFixed(2).replace('.', ',')} €`)
    expect(text).toContain('Sie müssen nichts bezahlen')
    expect(text).not.toContain('Zahlbar innerhalb')
    // A credit note promises no delivery date; it names the seller as the invoice does.
    expect(text).not.toContain('Lieferung (voraussichtlich)')
    expect(text.replace(/\n/g, ' ')).toContain('Geschäftsführung: Miriam Albrecht, Jonas Seidl')
  })

  it('counts gap-free per brand and year: parallel cancellations and a rollback', async () => {
    const year = new Date('2037-05-05T10:00:00Z')
    const orders10 = await Promise.all(Array.from({ length: 10 }, (_, i) => placed(`p${i}@example.com`)))
    // A cancellation that fails after taking its number gives the number back.
    await expect(
      handle.db.transaction(async (tx) => {
        await issueCancellationInvoice(tx, orders10[0]!.id, year)
        throw new Error('cancellation failed')
      }),
    ).rejects.toThrow('cancellation failed')
    await Promise.all(
      orders10.map((o) => changeOrderStatus(handle.db, o.number, { to: 'cancelled' }, 'staff', year)),
    )
    const rows = await handle.db
      .select()
      .from(cancellationInvoices)
      .where(eq(cancellationInvoices.year, 2037))
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(rows.every((r) => r.number.startsWith('ST-2037-'))).toBe(true)
  }, 120_000)

  it('goes out attached to the cancellation mail, and only the owner may download it', async () => {
    // Earlier tests queued many mails (each with a PDF to draw); store those away first, so only this
    // order's two are drawn and sent.
    const store = { kind: 'store' as const, send: async () => undefined }
    await deliverDueMail(handle.db, store, { limit: 500, now: new Date(Date.now() + 1000) })
    const order = await placed('anhang-storno@example.com', 'prepayment')
    await changeOrderStatus(handle.db, order.number, { to: 'cancelled' }, 'customer')
    const storno = (await cancellationOfOrder(handle.db, order.id))!
    const sent: TransportMessage[] = []
    const transport = { kind: 'smtp' as const, send: async (m: TransportMessage) => void sent.push(m) }
    await deliverDueMail(handle.db, transport, {
      now: new Date(Date.now() + 1000),
      renderAttachment: renderShopAttachment,
    })
    expect(new Set(sent.map((m) => m.to))).toEqual(new Set(['anhang-storno@example.com']))
    const mail = sent.find((m) => m.to === 'anhang-storno@example.com' && m.subject.includes('storniert'))
    const [attachment] = mail!.attachments
    expect(attachment?.filename).toBe(`Stornorechnung-${storno.number}.pdf`)
    const text = await textOf(Buffer.from(attachment!.contentBase64, 'base64'))
    expect(text).toContain(`Stornorechnung ${storno.number}`)
    expect(text).toContain('erstatten wir Ihnen den Betrag')

    const other = { visitorKey: randomUUID(), customerId: null }
    expect(await cancellationPdfFor(handle.db, order.number, other)).toBeNull()
    const mine = await cancellationPdfFor(handle.db, order.number, {
      visitorKey: order.visitorKey,
      customerId: null,
    })
    expect(mine?.filename).toBe(`Stornorechnung-${storno.number}.pdf`)
  })

  it('is not issued for an order that is not cancelled', async () => {
    const order = await placed()
    expect(await cancellationOfOrder(handle.db, order.id)).toBeNull()
    expect(
      await cancellationPdfFor(handle.db, order.number, { visitorKey: order.visitorKey, customerId: null }),
    ).toBeNull()
  })
})
