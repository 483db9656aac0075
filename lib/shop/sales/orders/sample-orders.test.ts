import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { addSample } from '@/lib/shop/sales/cart/cart'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import type { CheckoutInput } from '@/lib/shop/sales/checkout/schema'
import { placeOrder } from './place-order'
import { SAMPLE_ORDER_LIMIT } from './sample-orders'
import { READ, fillCart, parsedCheckout } from './testing/fixtures'

/** Issue 24 point 8: "samples-only orders limited per customer/e-mail/address and period". */
let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

const start = new Date('2026-11-02T10:00:00Z')
const address = (street: string, postcode = '10115') => ({
  firstName: 'Paula',
  lastName: 'Probe',
  street,
  postcode,
  city: 'Berlin',
  country: 'DE' as const,
})

async function orderSamples(
  overrides: Partial<CheckoutInput>,
  { customerId, now = start } = {} as { customerId?: string; now?: Date },
) {
  const owner = { visitorKey: randomUUID(), ...(customerId ? { customerId } : {}) }
  await addSample(handle.db, owner, 101, READ)
  return placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment', ...overrides }), {
    owner,
    brand: 'card',
    locale: 'de-DE',
    now,
  })
}

const refused = { status: 422, options: { field: 'cart', key: 'sample-order limit' } }

describe('samples-only orders', () => {
  it(`allows ${SAMPLE_ORDER_LIMIT.orders} per person and ${SAMPLE_ORDER_LIMIT.days} days, then says why not`, async () => {
    const first = { email: 'paula@example.com', billingAddress: address('Gartenweg 1') }
    for (let i = 0; i < SAMPLE_ORDER_LIMIT.orders; i++) await orderSamples(first)
    const error = await orderSamples(first).catch((e: unknown) => e)
    expect(error).toMatchObject(refused)
    expect((error as Error).message).toBe(
      'Kostenlose Muster senden wir höchstens 3-mal in 30 Tagen an dieselbe Person, E-Mail-Adresse und Lieferadresse. Legen Sie gern ein Produkt dazu, dann kommen die Muster mit.',
    )

    // Another alias of the mailbox, to another address: the same person.
    await expect(
      orderSamples({ email: 'Paula+muster@example.com', billingAddress: address('Am Hang 9', '80331') }),
    ).rejects.toMatchObject(refused)
    // Another mailbox, the same address spelled differently (shipping address counts, not billing).
    await expect(
      orderSamples({
        email: 'nachbarin@example.com',
        billingAddress: address('Elsewhere 3', '80331'),
        shippingSameAsBilling: false,
        shippingAddress: address('gartenweg  1.'),
      }),
    ).rejects.toMatchObject(refused)
    // With a product the samples ride along.
    const owner = { visitorKey: randomUUID() }
    await fillCart(handle.db, owner.visitorKey)
    await addSample(handle.db, owner, 101, READ)
    await placeOrder(handle.db, parsedCheckout(first), { owner, brand: 'card', locale: 'de-DE', now: start })
    // A month later the period has passed.
    const later = new Date(start.getTime() + (SAMPLE_ORDER_LIMIT.days + 1) * 86_400_000)
    await orderSamples(first, { now: later })
  })

  it('counts the orders of one account whatever address and e-mail they give', async () => {
    const customerId = randomUUID()
    await handle.db.insert(customers).values({ id: customerId, name: 'K K', email: 'konto@example.com' })
    for (let i = 0; i < SAMPLE_ORDER_LIMIT.orders; i++) {
      await orderSamples(
        { email: `k${i}@example.com`, billingAddress: address(`Weg ${i + 10}`) },
        { customerId },
      )
    }
    await expect(
      orderSamples({ email: 'k9@example.com', billingAddress: address('Weg 99') }, { customerId }),
    ).rejects.toMatchObject(refused)
    // Someone else entirely is not affected.
    await orderSamples({ email: 'someone@example.com', billingAddress: address('Ringstraße 5') })
  })

  it('compares Straße and Str. as one street', async () => {
    for (let i = 0; i < SAMPLE_ORDER_LIMIT.orders; i++) {
      await orderSamples({ email: `s${i}@example.com`, billingAddress: address('Lindenstraße 4', '04109') })
    }
    await expect(
      orderSamples({ email: 's9@example.com', billingAddress: address('Lindenstr. 4', '04109') }),
    ).rejects.toMatchObject(refused)
  })
})
