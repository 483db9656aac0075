import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, newsletterVouchers, vouchers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { quoteCheckout } from '@/lib/shop/sales/checkout/quote'
import { tokenFromMail } from '@/lib/shop/customers/testing/customer-test-kit'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { FOLDED_CARD, READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { confirmNewsletter, subscribeToNewsletter } from './subscriptions'
import { issueNewsletterVoucher } from './voucher'
import { newsletterVoucherAmountText } from './voucher-amount'

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

async function cartOf(customerId?: string) {
  const owner = { visitorKey: randomUUID(), ...(customerId ? { customerId } : {}) }
  await addCartItem(handle.db, owner, FOLDED_CARD, READ)
  return owner
}

const order = (owner: { visitorKey: string; customerId?: string }, email: string, voucherCode: string) =>
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

  it('is in the currency of the shop it was issued in: CHF 5 from the Swiss shop, 5 € elsewhere (issue 27)', async () => {
    const swiss = await voucherFor('swiss@example.com', 'de-CH')
    const owner = await cartOf()
    const quote = await quoteCheckout(handle.db, owner, { country: 'CH', voucherCode: swiss }, 'de-CH')
    expect(quote).toMatchObject({ discount: 500, voucher: { code: swiss, discount: 500 } })
    // A code from the German shop is in euros: a Swiss franc basket refuses it, nothing is converted.
    const german = await voucherFor('german@example.com')
    const refused = await quoteCheckout(handle.db, owner, { country: 'CH', voucherCode: german }, 'de-CH')
    expect(refused).toMatchObject({ discount: 0, voucher: { code: german, refused: 'currency' } })
  })

  it('is issued in USD for a subscriber of the US shop, and its mail says $5', async () => {
    const email = 'us-reader@example.com'
    const row = await issueNewsletterVoucher(handle.db, 'poster', email, 'en-US')
    expect(row).toMatchObject({ currency: 'USD', amountMinor: 500 })
    const [voucher] = await handle.db.select().from(vouchers).where(eq(vouchers.code, row!.code))
    expect(voucher?.amounts).toEqual({ USD: 500 })
    expect(newsletterVoucherAmountText('en-US')).toBe('$5')
    expect(newsletterVoucherAmountText('de-CH')).toMatch(/^CHF\s5$/)
    expect(newsletterVoucherAmountText('de-DE')).toMatch(/^5\s€$/)
  })
})

describe('newsletter voucher: one per mailbox, for its subscriber only', () => {
  async function subscribeAndConfirm(email: string) {
    const now = new Date()
    await subscribeToNewsletter(
      handle.db,
      { email, consent: true },
      { brand: 'card', locale: 'de-DE', consentText: 'Ja', now },
    )
    const token = await tokenFromMail(handle.db, email.toLowerCase(), 'newsletter/bestaetigen')
    return confirmNewsletter(handle.db, token, {
      now,
      secret,
    })
  }

  it('gives +tag and Gmail dot aliases of one mailbox a single voucher', async () => {
    expect(await subscribeAndConfirm('farmer+1@example.com')).toMatchObject({ voucherSent: true })
    expect(await subscribeAndConfirm('farmer+2@example.com')).toMatchObject({ voucherSent: false })
    expect(await subscribeAndConfirm('Farmer+3@Example.com')).toMatchObject({ voucherSent: false })
    expect(await subscribeAndConfirm('far.mer@gmail.com')).toMatchObject({ voucherSent: true })
    expect(await subscribeAndConfirm('f.a.r.m.e.r+x@googlemail.com')).toMatchObject({ voucherSent: false })
    const rows = await handle.db.select().from(newsletterVouchers)
    expect(rows.filter((r) => r.mailbox.startsWith('farmer@'))).toHaveLength(2)
  })

  it('refuses the code with another e-mail, takes it with an alias of the subscriber', async () => {
    const code = await voucherFor('owner@example.com')
    await expect(order(await cartOf(), 'someone-else@example.com', code)).rejects.toMatchObject({
      status: 422,
      reason: 'not_yours',
      message: expect.stringContaining('für eine andere E-Mail-Adresse ausgestellt'),
      options: { field: 'voucherCode' },
    })
    const owner = await cartOf()
    const quote = await quoteCheckout(
      handle.db,
      owner,
      { country: 'DE', voucherCode: code, email: 'someone-else@example.com' },
      'de-DE',
    )
    expect(quote).toMatchObject({ discount: 0, voucher: { code, refused: 'not_yours' } })
    const { order: placed } = await order(owner, 'Owner+shop@example.com', code)
    expect(placed.discount).toBe(500)
  })

  it("takes the code for the signed-in subscriber's account whatever e-mail the order gives", async () => {
    const code = await voucherFor('member@example.com')
    const customerId = randomUUID()
    await handle.db.insert(customers).values({ id: customerId, name: 'M M', email: 'member@example.com' })
    const owner = await cartOf(customerId)
    const { order: placed } = await order(owner, 'office@example.com', code)
    expect(placed.discount).toBe(500)
  })

  it('counts earlier orders of the account and of every alias as a first order', async () => {
    await placeOrder(handle.db, parsedCheckout({ email: 'Repeat+old@example.com' }), {
      owner: await cartOf(),
      brand: 'card',
      locale: 'de-DE',
    })
    const code = await voucherFor('repeat@example.com')
    await expect(order(await cartOf(), 'repeat@example.com', code)).rejects.toMatchObject({
      reason: 'first_order_only',
    })

    const customerId = randomUUID()
    await handle.db.insert(customers).values({ id: customerId, name: 'K K', email: 'account@example.com' })
    await placeOrder(handle.db, parsedCheckout({ email: 'another-address@example.com' }), {
      owner: await cartOf(customerId),
      brand: 'card',
      locale: 'de-DE',
    })
    const second = await voucherFor('account@example.com')
    await expect(order(await cartOf(customerId), 'account@example.com', second)).rejects.toMatchObject({
      reason: 'first_order_only',
    })
  })
})
