import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterVouchers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { addCartItem } from '@/lib/shop/cart/cart'
import { openCatalogueTestDb } from '@/lib/shop/catalog/testing/catalogue-db'
import { quoteCheckout } from '@/lib/shop/checkout/quote'
import { tokenFromMail } from '@/lib/shop/customers/testing/customer-test-kit'
import { placeOrder } from '@/lib/shop/orders/place-order'
import { FOLDED_CARD, READ, parsedCheckout } from '@/lib/shop/orders/testing/fixtures'
import { confirmNewsletter, subscribeToNewsletter } from './subscriptions'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

const secret = 'test-secret-test-secret-test-secret-!!'

/** Subscribes and confirms like a reader of the two mails; returns the mailed voucher code. */
async function voucherFor(email: string, locale: 'de-DE' | 'de-CH' = 'de-DE'): Promise<string> {
  const now = new Date()
  await subscribeToNewsletter(
    handle.db,
    { email, consent: true },
    { brand: 'card', locale, consentText: 'Ja', now },
  )
  await confirmNewsletter(handle.db, await tokenFromMail(handle.db, email, 'newsletter/bestaetigen'), {
    now,
    secret,
  })
  const [row] = await handle.db.select().from(newsletterVouchers).where(eq(newsletterVouchers.email, email))
  return row!.code
}

async function cartOf(quantity = 50) {
  const visitorKey = randomUUID()
  await addCartItem(
    handle.db,
    { visitorKey },
    { ...FOLDED_CARD, options: { ...FOLDED_CARD.options, quantity } },
    READ,
  )
  return { visitorKey }
}

const order = (owner: { visitorKey: string }, email: string, voucherCode: string) =>
  placeOrder(handle.db, parsedCheckout({ email, voucherCode }), { owner, brand: 'card', locale: 'de-DE' })

describe('newsletter voucher at checkout', () => {
  it('takes 5 euro off the first order, once', async () => {
    const code = await voucherFor('first@example.com')
    const owner = await cartOf()
    const quote = await quoteCheckout(handle.db, owner, { country: 'DE', voucherCode: code }, 'de-DE')
    expect(quote).toMatchObject({ discount: 500 })
    const { order: placed } = await order(owner, 'first@example.com', code)
    expect(placed).toMatchObject({ discount: 500, total: placed.subtotal + placed.shippingPrice - 500 })

    // The same code again, from the same or another address: used up.
    await expect(order(await cartOf(), 'first@example.com', code)).rejects.toMatchObject({
      status: 422,
      options: { field: 'voucherCode' },
    })
    await expect(order(await cartOf(), 'friend@example.com', code)).rejects.toMatchObject({
      reason: 'exhausted',
    })
  })

  it('is for a first order only', async () => {
    const owner = await cartOf()
    await placeOrder(handle.db, parsedCheckout({ email: 'returning@example.com' }), {
      owner,
      brand: 'card',
      locale: 'de-DE',
    })
    const code = await voucherFor('returning@example.com')
    await expect(order(await cartOf(), 'returning@example.com', code)).rejects.toMatchObject({
      reason: 'first_order_only',
    })
  })

  it('is in euros: a Swiss franc basket refuses it with the currency reason', async () => {
    const code = await voucherFor('swiss@example.com', 'de-CH')
    const owner = await cartOf()
    const quote = await quoteCheckout(handle.db, owner, { country: 'CH', voucherCode: code }, 'de-CH')
    expect(quote).toMatchObject({ discount: 0, voucher: { code, refused: 'currency' } })
  })
})
