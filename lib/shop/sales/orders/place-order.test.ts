import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orderEvents, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { getCartView, removeCartItem } from '@/lib/shop/sales/cart/cart'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { changeOrderStatus, cancelOrderByCustomer } from './change-status'
import { ORDER_NUMBER_PATTERN } from './number'
import { placeOrder } from './place-order'
import { orderForOwner } from './read'
import { FOLDED_CARD, READ, fillCart, parsedCheckout, sampleOnlyCart } from './testing/fixtures'

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
const monday9 = new Date('2026-11-23T08:00:00Z')

describe('placeOrder', () => {
  it('writes the order priced by the engine, queues the confirmation and empties the cart', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const checkout = parsedCheckout()
    const { order, created } = await placeOrder(handle.db, checkout, { ...ctx(visitorKey), now: monday9 })
    const line = quoteCardLine({ ...FOLDED_CARD.options, country: 'DE' })
    expect(created).toBe(true)
    expect(order.number).toMatch(ORDER_NUMBER_PATTERN)
    expect(order).toMatchObject({
      status: 'placed',
      subtotal: line.total,
      shippingPrice: 499,
      total: line.total + 499,
      expectedDelivery: { from: '2026-11-25', to: '2026-11-27' },
    })
    expect(order.vat).toEqual([expect.objectContaining({ vatBasisPoints: 1900, gross: line.total + 499 })])
    expect(order.lines).toEqual([
      // The order line names every chosen option (issue 30 point 1): order pages, invoice, e-mail.
      expect.objectContaining({
        name: 'Eukalyptus Einladung – Klappkarte: DIN A6, Premiumpapier matt',
        quantity: 50,
      }),
    ])
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-confirmation:${order.number}`))
    expect(mail?.recipient).toBe('erika@example.com')
    expect(mail?.subject).toContain(order.number)
    expect(mail?.textBody).toContain('Rechnung')
    expect(mail?.textBody).toContain('50 × Eukalyptus Einladung – Klappkarte: DIN A6, Premiumpapier matt')
    expect((await getCartView(handle.db, { visitorKey }, READ)).count).toBe(0)
    expect(await orderForOwner(handle.db, order.number, { visitorKey })).toMatchObject({
      number: order.number,
    })
    expect(await orderForOwner(handle.db, order.number, { visitorKey: randomUUID() })).toBeNull()
  })

  it('leaves no "removed – undo" notice behind: a line removed before the order is gone with it (issue 32 point 7)', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey, 60)
    const removed = (await getCartView(handle.db, { visitorKey }, READ)).items[0]
    if (!removed) throw new Error('no cart line')
    await removeCartItem(handle.db, { visitorKey }, removed.id, READ)
    await fillCart(handle.db, visitorKey)
    expect((await getCartView(handle.db, { visitorKey }, READ)).removed?.id).toBe(removed.id)
    await placeOrder(handle.db, parsedCheckout(), { ...ctx(visitorKey), now: monday9 })
    const after = await getCartView(handle.db, { visitorKey }, READ)
    expect(after.count).toBe(0)
    expect(after.removed).toBeNull()
  })

  it('answers a retried request with the same order', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const checkout = parsedCheckout()
    const first = await placeOrder(handle.db, checkout, ctx(visitorKey))
    const again = await placeOrder(handle.db, checkout, ctx(visitorKey))
    expect(again).toMatchObject({ created: false, order: { number: first.order.number } })
    await expect(placeOrder(handle.db, checkout, ctx(randomUUID()))).rejects.toMatchObject({ status: 409 })
  })

  it('refuses the same key with another checkout with a 422 that says so (ADR 0050)', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const checkout = parsedCheckout()
    const first = await placeOrder(handle.db, checkout, ctx(visitorKey))
    const changed = parsedCheckout({ idempotencyKey: checkout.idempotencyKey, email: 'max@example.com' })
    await expect(placeOrder(handle.db, changed, ctx(visitorKey))).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/already placed with other details/),
      options: { field: 'idempotencyKey' },
    })
    // The same body again is still the first answer.
    expect(await placeOrder(handle.db, checkout, ctx(visitorKey))).toMatchObject({
      created: false,
      order: { number: first.order.number, email: 'erika@example.com' },
    })
  })

  it('refuses an empty cart, invoice below 25 and Saturday express outside Germany', async () => {
    await expect(placeOrder(handle.db, parsedCheckout(), ctx(randomUUID()))).rejects.toMatchObject({
      options: { field: 'cart' },
    })
    const samples = randomUUID()
    await sampleOnlyCart(handle.db, samples)
    await expect(placeOrder(handle.db, parsedCheckout(), ctx(samples))).rejects.toMatchObject({
      options: { field: 'paymentMethod' },
    })
    const prepaid = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx(samples))
    expect(prepaid.order).toMatchObject({ total: 0, shippingPrice: 0 })
    const swiss = randomUUID()
    await fillCart(handle.db, swiss)
    const address = {
      firstName: 'Heidi',
      lastName: 'Muster',
      street: 'Bahnhofstr. 1',
      postcode: '8001',
      city: 'Zürich',
      country: 'CH' as const,
    }
    await expect(
      placeOrder(
        handle.db,
        parsedCheckout({ billingAddress: address, shippingMethod: 'saturday' }),
        ctx(swiss),
      ),
    ).rejects.toMatchObject({ options: { field: 'shippingMethod' } })
    const placed = await placeOrder(handle.db, parsedCheckout({ billingAddress: address }), ctx(swiss))
    expect(placed.order).toMatchObject({ currency: 'CHF', shippingPrice: 999 })
  })

  it('yields exactly one order per key under 200 concurrent placements with 20 keys', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const visitorKey = randomUUID()
        await fillCart(handle.db, visitorKey)
        return { visitorKey, checkout: parsedCheckout() }
      }),
    )
    const attempts = Array.from({ length: 200 }, (_, i) => buyers[i % buyers.length]!)
    const results = await Promise.allSettled(
      attempts.map((b) => placeOrder(handle.db, b.checkout, ctx(b.visitorKey))),
    )
    const failures = results.filter((r) => r.status === 'rejected')
    expect(failures).toEqual([])
    for (const buyer of buyers) {
      const rows = await handle.db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.idempotencyKey, buyer.checkout.idempotencyKey))
      expect(rows).toHaveLength(1)
      const numbers = new Set(
        results.flatMap((r, i) =>
          r.status === 'fulfilled' && attempts[i] === buyer ? [r.value.order.number] : [],
        ),
      )
      expect([...numbers]).toEqual([rows[0]?.number])
    }
    const created = results.filter((r) => r.status === 'fulfilled' && r.value.created)
    expect(created).toHaveLength(20)
  }, 120_000)
})

describe('order states', () => {
  it('records each change, e-mails on shipped and lets the customer cancel only before production', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(
      handle.db,
      parsedCheckout({ paymentMethod: 'prepayment' }),
      ctx(visitorKey),
    )
    await changeOrderStatus(handle.db, order.number, { to: 'paid' }, 'staff')
    await changeOrderStatus(handle.db, order.number, { to: 'in_production' }, 'staff')
    await expect(cancelOrderByCustomer(handle.db, order.number)).rejects.toMatchObject({ status: 409 })
    await expect(changeOrderStatus(handle.db, order.number, { to: 'shipped' }, 'staff')).rejects.toThrow(
      /carrier/,
    )
    const shipped = await changeOrderStatus(
      handle.db,
      order.number,
      { to: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' },
      'staff',
    )
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'DHL' })
    expect(shipped.events.map((e) => e.status)).toEqual(['placed', 'paid', 'in_production', 'shipped'])
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-shipped:${order.number}`))
    expect(mail?.textBody).toContain('00340434161094042557')

    const other = randomUUID()
    await fillCart(handle.db, other)
    const second = await placeOrder(handle.db, parsedCheckout(), ctx(other))
    const cancelled = await cancelOrderByCustomer(handle.db, second.order.number)
    expect(cancelled.status).toBe('cancelled')
    const events = await handle.db.select().from(orderEvents)
    expect(events.every((e) => e.createdAt instanceof Date)).toBe(true)
  })
})
