import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { quoteArticle } from '@/lib/shop/photo-products/photo-frame/article'
import { wallArtLineOptions } from '@/lib/shop/photo-products/wall-art/line'
import { addCartItem, addSample, getCartView } from '@/lib/shop/sales/cart/cart'
import { ownPhoto, wallArtDesign } from '@/lib/shop/sales/cart/testing/wall-art'
import { quoteCheckout } from '@/lib/shop/sales/checkout/quote'
import { invoiceOfOrder } from '@/lib/shop/sales/invoices/issue'
import { renderInvoicePdf } from '@/lib/shop/sales/invoices/render-pdf'
import { readInvoiceDocument } from '@/lib/shop/sales/invoices/stored-document'
import { placeOrder } from './place-order'
import { orderForOwner } from './read'
import { checkoutInput, parsedCheckout } from './testing/fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const POSTER = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null } as const
const US = { locale: 'en-US' as const }
const NEW_YORK = {
  firstName: 'Jane',
  lastName: 'Doe',
  street: '350 5th Ave',
  addressLine2: 'Suite 4200',
  postcode: '101180110',
  city: 'New York',
  state: 'NY',
  phone: '+1 212 555 0100',
  country: 'US',
} as const

/** A US shopper's cart with two posters of their own photo. */
async function usCart() {
  const owner = { visitorKey: randomUUID() }
  const photo = await ownPhoto(handle.db, owner)
  await addCartItem(
    handle.db,
    owner,
    { kind: 'wallart', snapshot: wallArtDesign(POSTER, photo), quantity: 2 },
    US,
  )
  return owner
}
const ctx = (owner: { visitorKey: string }) => ({
  owner,
  brand: 'poster' as const,
  locale: 'en-US' as const,
  now: new Date('2026-11-23T08:00:00Z'),
})
const orderCount = async () => (await handle.db.select({ n: count() }).from(orders))[0]?.n ?? 0

describe('a US order (issue 27)', () => {
  it('is in USD, stores New York sales tax on goods + shipping and reads it back; mail and invoice show it', async () => {
    const owner = await usCart()
    const cart = await getCartView(handle.db, owner, US)
    const goods = quoteArticle(wallArtLineOptions(POSTER, 2), 'USD').total
    expect(cart).toMatchObject({ country: 'US', currency: 'USD', taxMode: 'sales-tax', salesTax: null })
    expect(cart).toMatchObject({ subtotal: goods, shipping: 795, total: goods + 795, vat: [] })

    const tax = Math.floor(((goods + 795) * 400) / 10_000 + 0.5)
    const quote = await quoteCheckout(handle.db, owner, { country: 'US', state: 'NY' }, 'en-US')
    expect(quote).toMatchObject({ taxMode: 'sales-tax', vat: [], total: goods + 795 + tax })
    expect(quote.salesTax).toEqual({ state: 'NY', basisPoints: 400, amount: tax })
    expect(quote.shippingMethods.map((m) => [m.method, m.available, m.price])).toEqual([
      ['standard', true, 795],
      ['express', true, 2495],
      ['saturday', false, null],
    ])

    const { order } = await placeOrder(handle.db, parsedCheckout({ billingAddress: NEW_YORK }), ctx(owner))
    expect(order).toMatchObject({
      country: 'US',
      currency: 'USD',
      taxMode: 'sales-tax',
      subtotal: goods,
      shippingPrice: 795,
      total: goods + 795 + tax,
      vat: [],
      salesTax: { state: 'NY', basisPoints: 400, amount: tax },
      shippingAddress: { postcode: '10118-0110', state: 'NY', phone: '+1 212 555 0100' },
    })
    // Handed over Monday 23 November before 11:00 in Munich; standard to the US takes 6 to 10 business days.
    expect(order.expectedDelivery).toEqual({ from: '2026-12-01', to: '2026-12-07' })
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    expect(row?.salesTax).toEqual({ state: 'NY', basisPoints: 400, amount: tax })
    const read = await orderForOwner(handle.db, order.number, owner)
    expect(read).toMatchObject({ currency: 'USD', salesTax: order.salesTax, taxMode: 'sales-tax' })

    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-confirmation:${order.number}`))
    const text = (mail?.textBody ?? '').replace(/[\u00a0\u202f]/g, ' ')
    expect(text).toContain('Sales tax (NY, 4%)')
    expect(text).toContain('New York, NY 10118-0110\nUnited States')
    expect(text).toMatch(/\$\d/)
    expect(text).not.toMatch(/VAT|€/)

    const invoice = await invoiceOfOrder(handle.db, row!.id)
    const pdf = await loadPdf(await renderInvoicePdf(readInvoiceDocument(invoice!)))
    const pdfText = Array.from({ length: pdf.getPageCount() }, (_, i) => pageTexts(pdf.getPage(i)).join('\n'))
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' ')
    for (const expected of [
      'Invoice',
      'Sales tax (NY, 4%)',
      'New York, NY 10118-0110',
      'United States',
      '$7.95',
    ]) {
      expect(pdfText).toContain(expected)
    }
    expect(pdfText).not.toMatch(/VAT|incl\.|€/)
  })

  it('refuses a German address in the US shop with 422 country_not_served, writing nothing', async () => {
    const owner = await usCart()
    const before = await orderCount()
    const german = checkoutInput().billingAddress
    await expect(
      placeOrder(handle.db, parsedCheckout({ billingAddress: german }), ctx(owner)),
    ).rejects.toMatchObject({
      status: 422,
      message: 'We ship to Germany from our German shop.',
      options: { field: 'country', key: 'country_not_served', details: { shop: 'de' } },
    })
    await expect(quoteCheckout(handle.db, owner, { country: 'DE' }, 'en-US')).rejects.toMatchObject({
      status: 422,
      options: { key: 'country_not_served', details: { shop: 'de' } },
    })
    expect(await orderCount()).toBe(before)
    expect((await getCartView(handle.db, owner, US)).count).toBe(1)
  })

  it('refuses a card and a sample card in the US shop’s cart: posters only', async () => {
    const owner = { visitorKey: randomUUID() }
    const card = {
      kind: 'card' as const,
      designId: 101,
      options: {
        productType: 'folded-card' as const,
        format: 'a6' as const,
        paper: 'premium-matt' as const,
        quantity: 50,
      },
    }
    await expect(addCartItem(handle.db, owner, card, US)).rejects.toMatchObject({
      status: 422,
      field: 'options.productType',
      code: 'not_sold_here',
    })
    await expect(addSample(handle.db, owner, 101, US)).rejects.toMatchObject({
      status: 422,
      field: 'designId',
      code: 'not_sold_here',
    })
    expect((await getCartView(handle.db, owner, US)).count).toBe(0)
  })
})
