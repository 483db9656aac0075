import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { buildInvoiceDocument } from '@/lib/shop/sales/invoices/document'
import { sellerFor } from '@/lib/shop/sales/invoices/seller'
import { confirmationMail } from '@/lib/shop/sales/orders/mails'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { addCartItem, getCartView } from './cart'
import { ownPhoto, wallArtDesign } from './testing/wall-art'

/**
 * ADR 0066: a US shopper reads every length in inches, in the cart and in everything built from the
 * order line's name (confirmation e-mail, invoice, account), while the line itself stays metric.
 */
let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const CANVAS: WallArtSpec = {
  material: 'leinwand',
  widthMm: 600,
  heightMm: 900,
  frame: null,
  canvas: { edge: 'mirror', depthMm: 20 },
}
const US = { locale: 'en-US' as const, country: 'US' as const }
const LABEL = 'Canvas 23.6 × 35.4 in, 0.8 in, mirrored edge'

describe('wall art in the US shop', () => {
  it('is labelled in inches in the cart and the order, and stays in mm underneath', async () => {
    const me = { visitorKey: randomUUID() }
    const photo = await ownPhoto(handle.db, me)
    const line = { kind: 'wallart' as const, snapshot: wallArtDesign(CANVAS, photo), quantity: 1 }
    const view = await addCartItem(handle.db, me, line, US)
    expect(view.items[0]?.wallArt).toMatchObject({ label: LABEL, spec: CANVAS })
    // The German shop reads the same line in centimetres.
    const german = await getCartView(handle.db, me, { locale: 'de-DE' })
    expect(german.items[0]?.wallArt?.label).toBe('Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante')

    const checkout = parsedCheckout({
      paymentMethod: 'prepayment',
      billingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: '350 Fifth Avenue',
        postcode: '10118-0110',
        city: 'New York',
        state: 'NY',
        country: 'US',
      },
    })
    const { order } = await placeOrder(handle.db, checkout, { owner: me, brand: 'poster', locale: 'en-US' })
    expect(order.lines.map((l) => l.name)).toEqual([LABEL])
    expect(confirmationMail(order, 'https://example.com/us/order').text).toContain(`1 × ${LABEL}`)
    const invoice = buildInvoiceDocument(order, sellerFor('poster', 'US'), {
      number: 'R-1',
      issuedAt: new Date(),
    })
    expect(invoice.lines.map((l) => l.name)).toEqual([LABEL])
  })
})
