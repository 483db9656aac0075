import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, mailOutbox, orders, vouchers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { addCartItem, updateCartItem } from '@/lib/shop/sales/cart/cart'
import { quoteCheckout } from '@/lib/shop/sales/checkout/quote'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { FOLDED_CARD, parsedCheckout, READ } from '@/lib/shop/sales/orders/testing/fixtures'
import { createVoucher } from '@/lib/shop/sales/vouchers/vouchers'
import { issueGiftVouchersOfOrder } from './paid'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(async () => handle.close())

const ctx = (visitorKey: string) => ({
  owner: { visitorKey },
  brand: 'card' as const,
  locale: 'de-DE' as const,
})
const nextYear = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
const giftFor = (amount: number, extra: Record<string, unknown> = {}) => ({
  kind: 'giftvoucher' as const,
  options: { amount, delivery: 'email' as const, ...extra },
})

describe('buying a gift voucher', () => {
  it('is priced at its value without VAT or shipping, ordered, and issued and mailed once paid', async () => {
    const visitorKey = randomUUID()
    const cart = await addCartItem(
      handle.db,
      { visitorKey },
      giftFor(5_000, {
        sendTo: 'recipient',
        recipientEmail: 'ilse@example.com',
        recipientName: 'Ilse',
        message: 'Für schöne Karten',
        sendOn: nextYear,
      }),
      READ,
    )
    const [line] = cart.items
    expect(line?.kind).toBe('giftvoucher')
    expect(line?.total).toBe(5_000)
    expect(cart.shipping).toBe(0)
    expect(cart.subtotal).toBe(5_000)
    expect(cart.vat).toEqual([{ vatBasisPoints: 0, gross: 5_000, net: 5_000, vat: 0 }])
    const quote = await quoteCheckout(
      handle.db,
      { visitorKey },
      { country: 'DE', shippingMethod: 'express' },
      'de-DE',
    )
    expect(quote.shippingMethods.every((m) => !m.available || m.price === 0)).toBe(true)
    expect(quote.total).toBe(5_000)
    // One voucher per line: another is added on the page.
    await expect(
      updateCartItem(handle.db, { visitorKey }, line?.id ?? '', { quantity: 2 }, READ),
    ).rejects.toMatchObject({
      status: 422,
      options: { field: 'quantity' },
    })

    const { order } = await placeOrder(
      handle.db,
      parsedCheckout({ paymentMethod: 'prepayment' }),
      ctx(visitorKey),
    )
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const orderId = row?.id ?? ''
    expect(order.total).toBe(5_000)
    expect(order.shippingPrice).toBe(0)
    expect(order.vat).toEqual([{ vatBasisPoints: 0, gross: 5_000, net: 5_000, vat: 0 }])
    expect(order.lines[0]?.name).toMatch(
      /^Geschenkgutschein 50\u00a0€ · per E-Mail an ilse@example\.com am .+ · für Ilse$/,
    )
    expect(await handle.db.select().from(vouchers).where(eq(vouchers.issuedOrderId, orderId))).toHaveLength(0)

    await changeOrderStatus(handle.db, order.number, { to: 'paid' }, 'staff')
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.orderId, orderId))
    // The invoice sells the voucher without VAT, like the cart and the order.
    expect(invoice?.document).toMatchObject({ lines: [{ vatBasisPoints: 0, total: 5_000 }], vat: order.vat })
    const [voucher] = await handle.db.select().from(vouchers).where(eq(vouchers.issuedOrderId, orderId))
    expect(voucher).toMatchObject({ kind: 'gift', currency: 'EUR', initialAmount: 5_000, balance: 5_000 })
    expect(voucher?.recipientName).toBe('Ilse')
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `gift-voucher:${voucher?.code}`))
    expect(mail?.recipient).toBe('ilse@example.com')
    expect(mail?.nextAttemptAt.toISOString().slice(0, 10)).toBe(nextYear)
    // Once per order, however often payment is recorded.
    expect(await issueGiftVouchersOfOrder(handle.db, row as NonNullable<typeof row>)).toEqual([])
  })

  it('ships with a card and keeps VAT on the card only; no voucher pays for it', async () => {
    const visitorKey = randomUUID()
    await addCartItem(handle.db, { visitorKey }, FOLDED_CARD, READ)
    const cart = await addCartItem(handle.db, { visitorKey }, giftFor(2_500), READ)
    const card = cart.items.find((i) => i.kind === 'card')
    expect(cart.shipping).toBeGreaterThan(0)
    expect(cart.subtotal).toBe((card?.total ?? 0) + 2_500)
    expect(cart.vat.find((row) => row.vatBasisPoints === 0)?.gross).toBe(2_500)
    expect(cart.vat.find((row) => row.vatBasisPoints === 1900)?.gross).toBe(
      (card?.total ?? 0) + cart.shipping,
    )
    await createVoucher(handle.db, { code: 'ZEHN-PROZENT', kind: 'percentage', percentBasisPoints: 1000 })
    const quote = await quoteCheckout(
      handle.db,
      { visitorKey },
      { country: 'DE', shippingMethod: 'standard', voucherCode: 'ZEHN-PROZENT' },
      'de-DE',
    )
    expect(quote.voucher).toMatchObject({ refused: 'gift_for_gift' })
    expect(quote.discount).toBe(0)
  })

  it('refuses values outside the bounds and a recipient without an address', async () => {
    const owner = { visitorKey: randomUUID() }
    await expect(addCartItem(handle.db, owner, giftFor(999), READ)).rejects.toMatchObject({
      status: 422,
      message: 'Bitte wählen Sie einen ganzen Betrag von 10\u00a0€ bis 500\u00a0€.',
    })
    await expect(addCartItem(handle.db, owner, giftFor(2_550), READ)).rejects.toMatchObject({ status: 422 })
    await expect(
      addCartItem(handle.db, owner, giftFor(2_500, { sendTo: 'recipient' }), READ),
    ).rejects.toMatchObject({ status: 422, options: { field: 'options.recipientEmail' } })
    await expect(
      addCartItem(handle.db, owner, giftFor(2_500, { sendOn: '2020-01-01' }), READ),
    ).rejects.toMatchObject({
      status: 422,
      options: { field: 'options.sendOn' },
    })
    await expect(addCartItem(handle.db, owner, giftFor(2_500, { price: 1 }), READ)).rejects.toThrow()
  })

  it('the US shop sells it in dollars', async () => {
    const owner = { visitorKey: randomUUID() }
    const cart = await addCartItem(handle.db, owner, giftFor(10_000), { locale: 'en-US', brand: 'poster' })
    expect(cart.currency).toBe('USD')
    expect(cart.items[0]?.total).toBe(10_000)
  })
})
