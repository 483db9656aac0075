import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginThrottle } from '@/lib/auth/throttle'
import { cartItems, carts, mailOutbox, orders, voucherRedemptions, vouchers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { addCartItem, addSample, getCartView } from '@/lib/shop/sales/cart/cart'
import { addCartItemSchema } from '@/lib/shop/sales/cart/schema'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { verifyCustomerEmail } from '@/lib/shop/customers/customer-data'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { logInCustomer } from '@/lib/shop/customers/log-in'
import { signUpCustomer } from '@/lib/shop/customers/sign-up'
import { PASSWORD, testDeps, tokenFromMail } from '@/lib/shop/customers/testing/customer-test-kit'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createVoucher } from '@/lib/shop/sales/vouchers/vouchers'
import { accountSectionReaders } from '@/lib/shop/customers/account-sections'
import '@/lib/shop/customers/hook-registrations'
import { customerOrderDetail, listCustomerOrders } from './account-orders'
import { cancelOrderByCustomer, changeOrderStatus } from './change-status'
import { ownedOrder } from './ownership'
import { placeOrder } from './place-order'
import { reorder } from './reorder'
import { FOLDED_CARD, READ, fillCart, parsedCheckout } from './testing/fixtures'

let handle: DbHandle
let deps: CustomerDeps
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  deps = testDeps(handle.db)
}, 180_000)
afterAll(async () => handle.close())

const ctx = (visitorKey: string) => ({
  owner: { visitorKey },
  brand: 'card' as const,
  locale: 'de-DE' as const,
})

async function orderRow(number: string) {
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, number))
  return row!
}

describe('cancellation', () => {
  it('gives the voucher back, mails the customer, and is refused once production started', async () => {
    await createVoucher(handle.db, {
      code: 'EINMAL5',
      kind: 'fixed',
      amounts: { EUR: 500 },
      maxRedemptions: 1,
      onePerCustomer: true,
    })
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(
      handle.db,
      parsedCheckout({ voucherCode: 'EINMAL5', email: 'storno@example.com' }),
      ctx(visitorKey),
    )
    const voucher = async () =>
      (await handle.db.select().from(vouchers).where(eq(vouchers.code, 'EINMAL5')))[0]!
    expect((await voucher()).redemptions).toBe(1)

    const cancelled = await cancelOrderByCustomer(handle.db, order.number)
    expect(cancelled.status).toBe('cancelled')
    expect((await voucher()).redemptions).toBe(0)
    const row = await orderRow(order.number)
    expect(
      await handle.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.orderId, row.id)),
    ).toEqual([])
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-cancelled:${order.number}`))
    expect(mail?.subject).toBe(`Ihre Bestellung ${order.number} ist storniert`)
    expect(mail?.textBody).toContain('Ihr Gutschein EINMAL5 ist wieder gültig')
    expect(mail?.textBody).toMatch(
      /Die Rechnung RE-\d{4}-\d{6} heben wir mit der Stornorechnung ST-\d{4}-\d{6}/,
    )

    // The same customer can use the code again on the next order.
    const again = randomUUID()
    await fillCart(handle.db, again)
    const second = await placeOrder(
      handle.db,
      parsedCheckout({ voucherCode: 'EINMAL5', email: 'storno@example.com' }),
      ctx(again),
    )
    expect(second.order.discount).toBe(500)
    await changeOrderStatus(handle.db, second.order.number, { to: 'in_production' }, 'staff')
    await expect(cancelOrderByCustomer(handle.db, second.order.number)).rejects.toMatchObject({ status: 409 })
    expect((await voucher()).redemptions).toBe(1)
  })
})

describe('ownership and the account', () => {
  it('lets the placing visitor and the owning customer see an order, nobody else', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(handle.db, parsedCheckout(), ctx(visitorKey))
    const customerId = randomUUID()
    await handle.db.update(orders).set({ customerId }).where(eq(orders.number, order.number))
    const cases: [string, { visitorKey: string | null; customerId: string | null }, boolean][] = [
      ['placing visitor', { visitorKey, customerId: null }, true],
      ['owning customer on another device', { visitorKey: randomUUID(), customerId }, true],
      ['another visitor', { visitorKey: randomUUID(), customerId: null }, false],
      ['another customer', { visitorKey: randomUUID(), customerId: randomUUID() }, false],
      ['nobody', { visitorKey: null, customerId: null }, false],
    ]
    for (const [who, requester, sees] of cases) {
      expect(Boolean(await ownedOrder(handle.db, order.number, requester)), who).toBe(sees)
    }
    expect(await ownedOrder(handle.db, 'not-a-number', { visitorKey, customerId })).toBeNull()
    expect((await listCustomerOrders(handle.db, customerId)).map((o) => o.number)).toEqual([order.number])
    expect(await customerOrderDetail(handle.db, randomUUID(), order.number)).toBeNull()
    const detail = await customerOrderDetail(handle.db, customerId, order.number)
    expect(detail).toMatchObject({ cancellable: true, order: { number: order.number } })
    expect(detail?.invoiceNumber).toMatch(/^RE-/)
    const overview = await accountSectionReaders().orders?.(handle.db, customerId)
    expect(overview).toEqual([
      expect.objectContaining({
        reference: order.number,
        href: `/de/kundenkonto/bestellungen/${order.number}/`,
      }),
    ])
  })

  it('attaches guest orders to the account only after the address is verified', async () => {
    const email = 'gast@example.com'
    const guest = randomUUID()
    await fillCart(handle.db, guest)
    const { order } = await placeOrder(handle.db, parsedCheckout({ email: 'Gast@Example.com' }), ctx(guest))
    const visitorKey = randomUUID()
    const scope = { brand: 'card' as const, locale: 'de-DE' as const, visitorKey }
    await signUpCustomer(deps, { email, password: PASSWORD, firstName: 'Gina', lastName: 'Gast' }, scope)
    expect((await orderRow(order.number)).customerId).toBeNull()
    await verifyCustomerEmail(deps, await tokenFromMail(handle.db, email, 'bestaetigen'), {
      headers: new Headers(),
      locale: 'de-DE',
    })
    const { customer } = await logInCustomer(
      deps,
      { email, password: PASSWORD },
      {
        locale: 'de-DE',
        visitorKey,
        address: 'test',
        headers: new Headers(),
        throttle: createLoginThrottle(),
      },
    )
    expect((await orderRow(order.number)).customerId).toBe(customer.id)
    expect((await listCustomerOrders(handle.db, customer.id)).map((o) => o.number)).toContain(order.number)
  })
})

describe('reorder', () => {
  it('puts cards with their snapshot, samples and accessories into the current cart, priced anew', async () => {
    const visitorKey = randomUUID()
    const me = { visitorKey }
    await fillCart(handle.db, visitorKey)
    const personalised = addCartItemSchema.parse({
      kind: 'card',
      snapshot: sampleDocumentInput(),
      savedDesignId: randomUUID(),
      options: { ...FOLDED_CARD.options, quantity: 100 },
    })
    await addCartItem(handle.db, me, personalised, READ)
    await addSample(handle.db, me, 101, READ)
    await addCartItem(
      handle.db,
      me,
      { kind: 'accessory', sku: 'envelope-straight-white-162x114', quantity: 10 },
      READ,
    )
    const before = await getCartView(handle.db, me, READ)
    const { order } = await placeOrder(handle.db, parsedCheckout(), ctx(visitorKey))
    expect((await getCartView(handle.db, me, READ)).count).toBe(0)

    const result = await reorder(handle.db, await orderRow(order.number), {
      owner: me,
      brand: 'card',
      locale: 'de-DE',
    })
    expect(result).toEqual({ added: 4, skipped: [] })
    const after = await getCartView(handle.db, me, READ)
    const shape = (v: typeof after) =>
      v.items.map((i) => [i.kind, i.designId, i.sku, i.quantity, i.hasSnapshot, i.total]).sort()
    expect(shape(after)).toEqual(shape(before))
    const [cart] = await handle.db.select().from(carts).where(eq(carts.visitorKey, visitorKey))
    const rows = await handle.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))
    expect(rows.find((r) => r.designSnapshot !== null)?.designSnapshot).toMatchObject({
      id: 'design-1',
      format: expect.objectContaining({ key: 'a6-folded' }),
    })

    await expect(
      reorder(handle.db, await orderRow(order.number), { owner: me, brand: 'poster', locale: 'de-DE' }),
    ).rejects.toMatchObject({ status: 422 })
  })
})
