import { randomUUID } from 'node:crypto'
import { count, eq, type Table } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  cartItems,
  carts,
  invoices,
  mailOutbox,
  orderEvents,
  orderLines,
  orderPrintFiles,
  orders,
  voucherRedemptions,
  vouchers,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { Checkout } from '@/lib/shop/sales/checkout/schema'
import { createVoucher } from '@/lib/shop/sales/vouchers/vouchers'
import { placeOrder, type PlaceOrderContext } from '../place-order'
import { fillCart, parsedCheckout } from './fixtures'

/** Shared by the fault tests of the order transaction (place-order-faults, postgres-restart). */

export interface Buyer {
  visitorKey: string
  code: string
  checkout: Checkout
  ctx: PlaceOrderContext
}

/** A visitor with a full cart and a single-use voucher: an order writes into every table it can. */
export async function voucherBuyer(db: Db): Promise<Buyer> {
  const visitorKey = randomUUID()
  const code = `FAULT${randomUUID().slice(0, 8).toUpperCase()}`
  await createVoucher(db, { code, kind: 'percentage', percentBasisPoints: 1000, maxRedemptions: 1 })
  await fillCart(db, visitorKey)
  return {
    visitorKey,
    code,
    checkout: parsedCheckout({ voucherCode: code }),
    ctx: { owner: { visitorKey }, brand: 'card', locale: 'de-DE' },
  }
}

async function rows(db: Db, table: Table): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

/** Everything an order writes, counted, plus the buyer's cart lines and the voucher's uses. */
export async function orderFootprint(db: Db, buyer: Buyer) {
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, buyer.code))
  const [cart] = await db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.visitorKey, buyer.visitorKey))
  return {
    orders: await rows(db, orders),
    lines: await rows(db, orderLines),
    events: await rows(db, orderEvents),
    invoices: await rows(db, invoices),
    printFiles: await rows(db, orderPrintFiles),
    mails: await rows(db, mailOutbox),
    redemptions: await rows(db, voucherRedemptions),
    voucherUses: voucher?.redemptions,
    cartLines: cart?.n ?? 0,
  }
}

/** The buyer retries twice with the same key: one order, written in full, exactly once. */
export async function expectOneOrderAfterRetry(
  db: Db,
  buyer: Buyer,
  before: Awaited<ReturnType<typeof orderFootprint>>,
): Promise<void> {
  const retried = await placeOrder(db, buyer.checkout, buyer.ctx)
  const again = await placeOrder(db, buyer.checkout, buyer.ctx)
  expect(retried.created).toBe(true)
  expect(again).toMatchObject({ created: false, order: { number: retried.order.number } })
  const placed = await db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, buyer.checkout.idempotencyKey))
  expect(placed).toHaveLength(1)
  expect(await orderFootprint(db, buyer)).toMatchObject({
    orders: before.orders + 1,
    lines: before.lines + 1,
    mails: before.mails + 1,
    redemptions: before.redemptions + 1,
    voucherUses: 1,
    cartLines: 0,
  })
}
