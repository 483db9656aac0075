import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, vouchers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { voucherDiscount, type VoucherBasket } from './evaluate'
import { newsletterVoucher } from './schema'
import { applyVoucher, createVoucher } from './vouchers'

const now = new Date('2026-11-23T10:00:00Z')
const basket = (subtotal: number, currency: 'EUR' | 'CHF' = 'EUR'): VoucherBasket => ({
  currency,
  subtotal,
  now,
})
const terms = {
  code: 'X',
  kind: 'fixed' as const,
  percentBasisPoints: null,
  amounts: { EUR: 500 },
  minimumBasket: null,
  validFrom: null,
  validUntil: null,
}

describe('voucherDiscount', () => {
  it.each([
    ['fixed 5 EUR on 30 EUR', terms, basket(3000), 500],
    ['fixed is capped at the goods', terms, basket(300), 300],
    ['10 % half-up', { ...terms, kind: 'percentage' as const, percentBasisPoints: 1000 }, basket(1995), 200],
    ['minimum reached', { ...terms, minimumBasket: { EUR: 2500 } }, basket(2500), 500],
  ])('%s', (_label, voucher, b, expected) => {
    expect(voucherDiscount(voucher, b)).toBe(expected)
  })

  it.each([
    ['not_yet_valid', { ...terms, validFrom: new Date('2026-12-01T00:00:00Z') }, basket(3000)],
    ['expired', { ...terms, validUntil: now }, basket(3000)],
    ['minimum', { ...terms, minimumBasket: { EUR: 2500 } }, basket(2499)],
    ['currency', terms, basket(3000, 'CHF')],
  ])('refuses: %s', (reason, voucher, b) => {
    expect(() => voucherDiscount(voucher, b)).toThrow(expect.objectContaining({ reason, status: 422 }))
  })
})

describe('redeeming vouchers', () => {
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

  it('takes the discount off the goods and records the use', async () => {
    await createVoucher(handle.db, { code: 'HOCHZEIT10', kind: 'percentage', percentBasisPoints: 1000 })
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(
      handle.db,
      parsedCheckout({ voucherCode: 'hochzeit10' }),
      ctx(visitorKey),
    )
    expect(order.voucherCode).toBe('HOCHZEIT10')
    expect(order.discount).toBe(Math.round(order.subtotal / 10))
    expect(order.total).toBe(order.subtotal - order.discount + order.shippingPrice)
    expect(order.vat[0]?.gross).toBe(order.total)
  })

  it('redeems a voucher in 20 parallel checkouts only as often as it allows', async () => {
    await createVoucher(handle.db, {
      code: 'FUENFMAL',
      kind: 'fixed',
      amounts: { EUR: 300 },
      maxRedemptions: 5,
    })
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const visitorKey = randomUUID()
        await fillCart(handle.db, visitorKey)
        return {
          visitorKey,
          checkout: parsedCheckout({ voucherCode: 'FUENFMAL', email: `k${i}@example.com` }),
        }
      }),
    )
    const results = await Promise.allSettled(
      buyers.map((b) => placeOrder(handle.db, b.checkout, ctx(b.visitorKey))),
    )
    const placed = results.filter((r) => r.status === 'fulfilled')
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { reason?: string }] : []))
    expect(placed).toHaveLength(5)
    expect(refused.map((e) => e.reason)).toEqual(Array(15).fill('exhausted'))
    const [row] = await handle.db.select().from(vouchers).where(eq(vouchers.code, 'FUENFMAL'))
    expect(row?.redemptions).toBe(5)
    expect(await handle.db.select().from(orders).where(eq(orders.voucherCode, 'FUENFMAL'))).toHaveLength(5)
  }, 60_000)

  it('gives the newsletter voucher once per e-mail, on a first order only', async () => {
    await createVoucher(handle.db, { ...newsletterVoucher('NL-ERIKA'), maxRedemptions: 10 })
    const first = randomUUID()
    await fillCart(handle.db, first)
    const email = 'newsletter@example.com'
    const [a, b] = await Promise.allSettled(
      [0, 1].map(() => placeOrder(handle.db, parsedCheckout({ voucherCode: 'NL-ERIKA', email }), ctx(first))),
    )
    expect([a?.status, b?.status].sort()).toEqual(['fulfilled', 'rejected'])
    const again = randomUUID()
    await fillCart(handle.db, again)
    await expect(
      placeOrder(
        handle.db,
        parsedCheckout({ voucherCode: 'NL-ERIKA', email: 'NEWSLETTER@example.com' }),
        ctx(again),
      ),
    ).rejects.toMatchObject({ reason: 'already_used' })
    await expect(
      applyVoucher(handle.db, 'NL-ERIKA', { ...basket(3000), email: 'newsletter@example.com' }),
    ).rejects.toMatchObject({ reason: 'already_used' })
    await createVoucher(handle.db, newsletterVoucher('NL-OTHER'))
    await expect(
      applyVoucher(handle.db, 'NL-OTHER', { ...basket(3000), email: 'newsletter@example.com' }),
    ).rejects.toMatchObject({ reason: 'first_order_only' })
    await expect(applyVoucher(handle.db, 'NOPE', basket(3000))).rejects.toMatchObject({ reason: 'unknown' })
  })
})
