import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, mailOutbox } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { legalAttachments } from '@/lib/shop/sales/orders/legal-documents'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { INVOICE_NUMBER_PATTERN, invoiceYear, takeInvoiceNumber } from './numbering'
import { renderInvoiceByNumber } from './attachment'
import { invoiceOfOrder } from './issue'
import { StoredInvoiceDocumentError, readInvoiceDocument } from './stored-document'
import { orders } from '@/lib/db/schema'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const ctx = (visitorKey: string, brand: 'card' | 'poster' = 'card') => ({
  owner: { visitorKey },
  brand,
  locale: 'de-DE' as const,
})

describe('invoice numbers', () => {
  it('count per brand and year, start again at 1 in a new year, and a rollback leaves no gap', async () => {
    const in2031 = new Date('2031-03-01T10:00:00Z')
    const first = await takeInvoiceNumber(handle.db, 'poster', in2031)
    expect(first).toEqual({ number: 'RP-2031-000001', year: 2031, sequence: 1 })
    await expect(
      handle.db.transaction(async (tx) => {
        await takeInvoiceNumber(tx, 'poster', in2031)
        throw new Error('order failed')
      }),
    ).rejects.toThrow('order failed')
    expect((await takeInvoiceNumber(handle.db, 'poster', in2031)).number).toBe('RP-2031-000002')
    expect((await takeInvoiceNumber(handle.db, 'card', in2031)).number).toBe('RE-2031-000001')
    expect((await takeInvoiceNumber(handle.db, 'poster', new Date('2032-01-01T00:30:00+01:00'))).number).toBe(
      'RP-2032-000001',
    )
    // New Year's Eve 23:30 in Munich is still the old year, though it is already 1 January in UTC+2.
    expect(invoiceYear(new Date('2031-12-31T22:30:00Z'))).toBe(2031)
    expect(invoiceYear(new Date('2031-12-31T23:30:00Z'))).toBe(2032)
  })

  it('issues one invoice with the order, snapshot and mail attachment reference included', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(handle.db, parsedCheckout(), ctx(visitorKey))
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const invoice = await invoiceOfOrder(handle.db, row!.id)
    expect(invoice?.number).toMatch(INVOICE_NUMBER_PATTERN)
    expect(invoice).toMatchObject({ total: order.total, currency: 'EUR', brand: 'card' })
    expect(invoice?.document).toMatchObject({
      orderNumber: order.number,
      total: order.total,
      payment: { method: 'invoice', reference: order.number },
      seller: { legalName: 'Kartenstudio GmbH', vatId: 'DE318574226' },
      lines: [expect.objectContaining({ quantity: 50, vatBasisPoints: 1900 })],
    })
    // The row as stored reads back through the parser unchanged (version 1, ADR 0052).
    expect(readInvoiceDocument(invoice!)).toEqual(invoice!.document)
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-confirmation:${order.number}`))
    expect(mail?.attachments).toEqual([
      {
        filename: `Rechnung-${invoice!.number}.pdf`,
        contentType: 'application/pdf',
        ref: `invoice:${invoice!.number}`,
      },
      // The terms and the withdrawal information on a durable medium (issue 30 point 10).
      ...legalAttachments('card', 'de-DE'),
    ])
  })

  it('refuses a damaged stored document with an error naming the invoice, before drawing anything', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(handle.db, parsedCheckout(), ctx(visitorKey))
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const invoice = (await invoiceOfOrder(handle.db, row!.id))!
    await handle.db
      .update(invoices)
      .set({ document: { version: 1, number: invoice.number } })
      .where(eq(invoices.id, invoice.id))
    const rendering = renderInvoiceByNumber(handle.db, invoice.number)
    await expect(rendering).rejects.toThrow(StoredInvoiceDocumentError)
    await expect(rendering).rejects.toThrow(`invoice ${invoice.number} is not a readable invoice document`)
  })

  it('gives 200 concurrent placements contiguous numbers without duplicates', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const visitorKey = randomUUID()
        await fillCart(handle.db, visitorKey)
        return visitorKey
      }),
    )
    const results = await Promise.all(
      buyers.map((visitorKey) =>
        placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx(visitorKey, 'poster')),
      ),
    )
    const placed = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.number,
          results.map((r) => r.order.number),
        ),
      )
    const rows = await handle.db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          placed.map((p) => p.id),
        ),
      )
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map((r) => r.number)).size).toBe(200)
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b)
    // Nothing else issues poster invoices in this year in this file: the series is exactly 1..200.
    const year = invoiceYear(new Date())
    expect(sequences).toEqual(Array.from({ length: 200 }, (_, i) => i + 1))
    expect(rows.every((r) => r.number.startsWith(`RP-${year}-`))).toBe(true)
  }, 300_000)
})
