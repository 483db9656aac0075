import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { quoteCheckout } from '@/lib/shop/sales/checkout/quote'
import { renderInvoiceByNumber } from '@/lib/shop/sales/invoices/attachment'
import { placeOrder } from './place-order'
import { parsedCheckout, sampleOnlyCart } from './testing/fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(() => handle.close())

/**
 * Up to three samples by standard post cost nothing (spec 9). The checkout once showed "Versand 4,99 €"
 * beside a total of 0 € and asked for a transfer of 0 €; issue 30 point 8.
 */
describe('a free samples order', () => {
  it('is quoted with free standard shipping and placed without asking for money', async () => {
    const visitorKey = randomUUID()
    await sampleOnlyCart(handle.db, visitorKey)
    const quote = await quoteCheckout(handle.db, { visitorKey }, { country: 'DE' }, 'de-DE')
    expect(quote.total).toBe(0)
    expect(quote.shippingMethods.find((m) => m.method === 'standard')?.price).toBe(0)
    // Express is not free: choosing it is what makes the order cost something.
    expect(quote.shippingMethods.find((m) => m.method === 'express')?.price).toBeGreaterThan(0)

    const ctx = { owner: { visitorKey }, brand: 'card' as const, locale: 'de-DE' as const }
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx)
    expect(order).toMatchObject({ total: 0, shippingPrice: 0 })
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-confirmation:${order.number}`))
    expect(mail?.textBody).toContain('Ihre kostenlosen Muster sind bestellt – Sie müssen nichts bezahlen.')
    expect(mail?.textBody).not.toMatch(/IBAN|überweisen/)

    const [invoice] = (mail?.attachments ?? []).flatMap((a) =>
      'ref' in a && a.ref.startsWith('invoice:') ? [a.ref.slice(8)] : [],
    )
    const pdf = await loadPdf(await renderInvoiceByNumber(handle.db, invoice!))
    const text = pdf.getPages().flatMap(pageTexts).join(' ')
    expect(text).toContain('Es ist nichts zu bezahlen.')
    expect(text).not.toContain('IBAN')
  })
})
