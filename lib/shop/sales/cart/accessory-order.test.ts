import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { READ } from '@/lib/shop/sales/orders/testing/fixtures'
import { quoteAccessory } from '@/lib/shop/sales/pricing/accessory-price'
import { addAccessoryOrder } from './accessory-order'
import { orderableAccessories } from './accessory-offer'
import { getCartView } from './cart'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(async () => handle.close())

const owner = () => ({ visitorKey: randomUUID() })
const CARD = { ...READ, brand: 'card' as const }
const ENVELOPE = 'envelope-straight-white-162x114'

describe('orderableAccessories', () => {
  it('offers only what the cart takes on its own, priced for the shop', async () => {
    const offer = await orderableAccessories(handle.db, 'de-CH')
    expect(offer.length).toBeGreaterThan(3)
    expect(offer.every((a) => a.sku.startsWith('envelope-'))).toBe(true)
    expect(offer.every((a) => a.currency === 'CHF')).toBe(true)
  })

  it('prices each line as the cart does at any quantity (the page multiplies the unit price)', async () => {
    const offer = await orderableAccessories(handle.db, 'de-DE')
    const me = owner()
    const picked = offer.slice(0, 3).map((a, i) => ({ sku: a.sku, quantity: [1, 250, 5000][i] ?? 1 }))
    const view = await addAccessoryOrder(handle.db, me, { items: picked }, CARD)
    for (const [i, item] of picked.entries()) {
      const line = view.items.find((l) => l.kind === 'accessory' && l.quantity === item.quantity)
      expect(line?.total, item.sku).toBe((offer[i]?.unitPrice ?? 0) * item.quantity)
    }
  })
})

describe('addAccessoryOrder', () => {
  it('puts every accessory in the cart as its own line', async () => {
    const me = owner()
    const view = await addAccessoryOrder(
      handle.db,
      me,
      {
        items: [
          { sku: ENVELOPE, quantity: 10 },
          { sku: 'envelope-pointed-cream-162x114', quantity: 5 },
        ],
      },
      CARD,
    )
    expect(view.count).toBe(2)
    expect(view.items.map((l) => [l.kind, l.quantity])).toEqual([
      ['accessory', 10],
      ['accessory', 5],
    ])
    expect(view.items[0]?.total).toBe(
      quoteAccessory({ sku: ENVELOPE, kind: 'envelope', priceKey: 'envelope.standard' }, 10, 'DE').total,
    )
  })

  it.each([
    [
      {
        items: [
          { sku: ENVELOPE, quantity: 10 },
          { sku: 'screw-gold', quantity: 10 },
        ],
      },
      'items.1.sku',
    ],
    [
      {
        items: [
          { sku: ENVELOPE, quantity: 10 },
          { sku: 'no-such-thing', quantity: 10 },
        ],
      },
      'items.1.sku',
    ],
    [{ items: [{ sku: ENVELOPE, quantity: 7 }] }, 'items.0.quantity'],
  ])('refuses %j before anything goes into the cart (%s)', async (order, field) => {
    const me = owner()
    await expect(addAccessoryOrder(handle.db, me, order, CARD)).rejects.toMatchObject({
      options: { status: 422, field },
    })
    expect((await getCartView(handle.db, me, READ)).count).toBe(0)
  })

  it('refuses the poster brand, which sells no card accessories', async () => {
    const me = owner()
    await expect(
      addAccessoryOrder(
        handle.db,
        me,
        { items: [{ sku: ENVELOPE, quantity: 10 }] },
        { ...READ, brand: 'poster' },
      ),
    ).rejects.toMatchObject({ options: { status: 422, field: 'items' } })
    expect((await getCartView(handle.db, me, READ)).count).toBe(0)
  })

  it('refuses the same accessory twice and more than 20 at once', async () => {
    const me = owner()
    await expect(
      addAccessoryOrder(
        handle.db,
        me,
        {
          items: [
            { sku: ENVELOPE, quantity: 10 },
            { sku: ENVELOPE, quantity: 5 },
          ],
        },
        CARD,
      ),
    ).rejects.toThrow(/each accessory once/)
    const many = Array.from({ length: 21 }, (_, i) => ({ sku: `envelope-${i}`, quantity: 5 }))
    await expect(addAccessoryOrder(handle.db, me, { items: many }, CARD)).rejects.toThrow(/20/)
    expect((await getCartView(handle.db, me, READ)).count).toBe(0)
  })
})
