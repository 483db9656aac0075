import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { ownPhoto, wallArtDesign } from '@/lib/shop/sales/cart/testing/wall-art'
import { checkoutInput, fillCart } from '@/lib/shop/sales/orders/testing/fixtures'
import { changedTables, dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, visitor } from './support/visitor-routes'

/**
 * Issue 27, the US shop's money through the real route handlers: tax, prices and currency are the
 * server's, so a client that sends its own gets a 400 naming the field; a delivery country outside
 * the shop's list (a US address in the German shop, a German one in the US shop) is a 422
 * `country_not_served` naming the shop to order from. Nothing is written by any of them.
 */
// Placing an order queues its e-mail; the worker is not started in a test.
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))

const quote = await import('@/app/web-api/checkout/quote/route')
const orders = await import('@/app/web-api/checkout/orders/route')
const cart = await import('@/app/web-api/cart/route')

const handle = catalogueDbForRoutes()
beforeEach(async () => {
  visitor.visitorKey = randomUUID()
})

const POSTER = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null } as const
const NEW_YORK = {
  firstName: 'Jane',
  lastName: 'Doe',
  street: '350 5th Ave',
  postcode: '10118',
  city: 'New York',
  state: 'NY',
  country: 'US',
} as const

async function usCart() {
  const owner = { visitorKey: visitor.visitorKey }
  const photo = await ownPhoto(handle.db, owner)
  const line = { kind: 'wallart' as const, snapshot: wallArtDesign(POSTER, photo), quantity: 1 }
  await addCartItem(handle.db, owner, line, { locale: 'en-US' })
}

const post = (path: string, locale: string, body: unknown) =>
  new Request(`http://localhost:3000/web-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale, channel: 'poster' },
    body: JSON.stringify(body),
  })
type ErrorBody = { error: { status: number; message: string; field?: string; key?: string; shop?: string } }

/** The answer, and that the request changed no table. */
async function refused(run: () => Promise<Response>) {
  const before = await dbFingerprint(handle.db)
  const response = await run()
  const body = (await response.json()) as ErrorBody
  expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
  // The envelope repeats the status; the one that counts is the response's.
  return { ...body.error, status: response.status }
}

describe('the US shop’s tax, prices and currency are the server’s', () => {
  it.each([
    ['salesTax', { salesTax: { state: 'NY', basisPoints: 0, amount: 0 } }],
    ['total', { total: 1 }],
    ['currency', { currency: 'EUR' }],
    ['taxMode', { taxMode: 'vat' }],
  ])('place-order refuses a client-sent %s with 400', async (field, extra) => {
    await usCart()
    const body = { ...checkoutInput({ billingAddress: NEW_YORK }), ...extra }
    const answer = await refused(() => orders.POST(post('checkout/orders', 'en-US', body)))
    expect(answer).toMatchObject({ status: 400, field })
  })

  it.each([
    ['salesTax', { salesTax: { state: 'NY', basisPoints: 0, amount: 0 } }],
    ['currency', { currency: 'EUR' }],
    ['state', { state: 'ZZ' }],
  ])('the checkout quote refuses a client-sent %s with 400', async (field, extra) => {
    await usCart()
    const body = { country: 'US', state: 'NY', ...extra }
    const answer = await refused(() => quote.POST(post('checkout/quote', 'en-US', body)))
    expect(answer).toMatchObject({ status: 400, field })
  })

  it('a state smuggled into a German address is a 400, not a tax', async () => {
    await fillCart(handle.db, visitor.visitorKey)
    const german = { ...checkoutInput().billingAddress, state: 'NY' as const }
    const body = checkoutInput({ billingAddress: german })
    const answer = await refused(() => orders.POST(post('checkout/orders', 'de-DE', body)))
    expect(answer).toMatchObject({ status: 400, field: 'billingAddress.state' })
  })
})

describe('which shop ships where', () => {
  it('the German shop refuses a US address: 422 country_not_served, pointing to the US shop', async () => {
    await fillCart(handle.db, visitor.visitorKey)
    const body = checkoutInput({ billingAddress: NEW_YORK })
    const answer = await refused(() => orders.POST(post('checkout/orders', 'de-DE', body)))
    expect(answer).toEqual({
      status: 422,
      field: 'country',
      key: 'country_not_served',
      shop: 'us',
      message: 'Aus diesem Shop liefern wir nicht in die USA. Bitte bestellen Sie in unserem US-Shop.',
    })
    const quoted = await refused(() => quote.POST(post('checkout/quote', 'de-DE', { country: 'US' })))
    expect(quoted).toMatchObject({ status: 422, key: 'country_not_served', shop: 'us' })
  })

  it('the US shop refuses a German address: 422 country_not_served, pointing to the German shop', async () => {
    await usCart()
    const body = checkoutInput()
    const answer = await refused(() => orders.POST(post('checkout/orders', 'en-US', body)))
    expect(answer).toEqual({
      status: 422,
      field: 'country',
      key: 'country_not_served',
      shop: 'de',
      message: 'We ship to Germany from our German shop.',
    })
    const swiss = await refused(() => quote.POST(post('checkout/quote', 'en-US', { country: 'CH' })))
    expect(swiss).toMatchObject({
      status: 422,
      shop: 'ch',
      message: 'We ship to Switzerland from our Swiss shop.',
    })
  })

  it('a cart cannot be priced in another shop’s currency', async () => {
    await usCart()
    const get = (query: string, locale: string) =>
      cart.GET(
        new Request(`http://localhost:3000/web-api/cart${query}`, { headers: { locale, channel: 'poster' } }),
      )
    const dollars = (await (await get('', 'en-US')).json()) as { currency: string; country: string }
    expect(dollars).toMatchObject({ currency: 'USD', country: 'US' })
    const euros = await refused(() => get('?country=DE', 'en-US'))
    expect(euros).toMatchObject({ status: 422, key: 'country_not_served', shop: 'de' })
    const fromGermany = await refused(() => get('?country=US', 'de-DE'))
    expect(fromGermany).toMatchObject({ status: 422, key: 'country_not_served', shop: 'us' })
  })
})
