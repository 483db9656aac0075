import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { checkoutInput, fillCart, sampleOnlyCart } from '@/lib/shop/sales/orders/testing/fixtures'

vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown, visitorKey: '' }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/api/session/request-owner', async () =>
  (await import('@/lib/api/session/testing/visitor-only-owner')).visitorOnlyOwner(() => state.visitorKey),
)
vi.mock('@/lib/visitor/server', () => ({
  readVisitorKey: async () => state.visitorKey || null,
  ensureVisitorKey: async () => state.visitorKey,
}))
// Route handlers write the cart's count cookie with next/headers, which needs a request scope.
vi.mock('@/lib/api/sales/cart/cart-count-cookie', async () =>
  (await import('@/lib/shop/sales/cart/testing/count-cookie')).countCookieDouble(),
)
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))

const quote = await import('./quote/route')
const orders = await import('./orders/route')
const cancel = await import('../orders/[number]/cancel/route')

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
}, 180_000)
afterAll(async () => handle.close())
beforeEach(async () => {
  state.visitorKey = randomUUID()
})

const post = (path: string, body: unknown) =>
  new Request(`http://localhost:3000/web-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'de-DE' },
    body: JSON.stringify(body),
  })
async function error(res: Response) {
  return ((await res.json()) as { error: { field?: string; message: string } }).error
}

describe('POST /web-api/checkout/quote', () => {
  it('lists shipping methods with delivery dates and refuses bad input', async () => {
    await fillCart(handle.db, state.visitorKey)
    const res = await quote.POST(post('checkout/quote', { country: 'AT', shippingMethod: 'express' }))
    const body = (await res.json()) as {
      shippingMethods: { method: string; available: boolean; price: number }[]
    }
    expect(res.status).toBe(200)
    expect(body.shippingMethods.map((m) => [m.method, m.available, m.price])).toEqual([
      ['standard', true, 599],
      ['express', true, 2299],
      ['saturday', false, null],
    ])
    for (const [input, field] of [
      [{}, 'country'],
      [{ country: 'GB' }, 'country'],
      [{ country: 'DE', total: 1 }, 'total'],
      [{ country: 'DE', voucherCode: 'x'.repeat(100) }, 'voucherCode'],
    ] as const) {
      const bad = await quote.POST(post('checkout/quote', input))
      expect(bad.status).toBe(400)
      expect((await error(bad)).field).toBe(field)
    }
  })
})

describe('POST /web-api/checkout/orders', () => {
  it('places a guest order once per idempotency key', async () => {
    await fillCart(handle.db, state.visitorKey)
    const input = checkoutInput()
    const first = await orders.POST(post('checkout/orders', input))
    expect(first.status).toBe(200)
    const placed = (await first.json()) as {
      created: boolean
      confirmationPath: string
      order: { number: string }
    }
    expect(placed.created).toBe(true)
    expect(placed.confirmationPath).toBe(`/de/kasse/bestaetigung/${placed.order.number}/`)
    const again = (await (await orders.POST(post('checkout/orders', input))).json()) as typeof placed
    expect(again).toMatchObject({ created: false, order: { number: placed.order.number } })
  })

  it.each([
    ['missing e-mail', { email: undefined }, 'email'],
    ['wrong e-mail', { email: 'not-an-address' }, 'email'],
    ['client price', { price: 1 }, 'price'],
    ['client total', { total: 0 }, 'total'],
    ['client status', { status: 'paid' }, 'status'],
    ['client customer id', { customerId: randomUUID() }, 'customerId'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
    [
      'bad postcode',
      { billingAddress: { ...checkoutInput().billingAddress, postcode: '1234' } },
      'billingAddress.postcode',
    ],
    [
      'oversized name',
      { billingAddress: { ...checkoutInput().billingAddress, firstName: 'x'.repeat(5000) } },
      'billingAddress.firstName',
    ],
    [
      'unknown country',
      { billingAddress: { ...checkoutInput().billingAddress, country: 'GB' } },
      'billingAddress.country',
    ],
    [
      'extra address field',
      { billingAddress: { ...checkoutInput().billingAddress, vatId: 'x' } },
      'billingAddress.vatId',
    ],
    ['wrong type', { shippingSameAsBilling: 'yes' }, 'shippingSameAsBilling'],
    ['missing delivery address', { shippingSameAsBilling: false }, 'shippingAddress'],
    ['no key', { idempotencyKey: 'abc' }, 'idempotencyKey'],
    ['unknown method', { shippingMethod: 'drone' }, 'shippingMethod'],
  ])('400 for %s naming %s', async (_label, overrides, field) => {
    const res = await orders.POST(post('checkout/orders', { ...checkoutInput(), ...overrides }))
    expect(res.status).toBe(400)
    expect((await error(res)).field).toBe(field)
  })

  it('422 for an empty cart and for invoice below 25', async () => {
    const empty = await orders.POST(post('checkout/orders', checkoutInput()))
    expect(empty.status).toBe(422)
    expect((await error(empty)).field).toBe('cart')
    await sampleOnlyCart(handle.db, state.visitorKey)
    const invoice = await orders.POST(post('checkout/orders', checkoutInput()))
    expect(invoice.status).toBe(422)
    expect((await error(invoice)).field).toBe('paymentMethod')
  })

  it('lets the customer cancel their own order, and only theirs', async () => {
    await fillCart(handle.db, state.visitorKey)
    const placed = (await (await orders.POST(post('checkout/orders', checkoutInput()))).json()) as {
      order: { number: string }
    }
    const number = placed.order.number
    const url = `orders/${number}/cancel`
    const stranger = state.visitorKey
    state.visitorKey = randomUUID()
    expect((await cancel.POST(post(url, {}), { params: Promise.resolve({ number }) })).status).toBe(404)
    state.visitorKey = stranger
    const res = await cancel.POST(post(url, {}), { params: Promise.resolve({ number }) })
    expect(await res.json()).toMatchObject({ status: 'cancelled' })
    expect((await cancel.POST(post(url, {}), { params: Promise.resolve({ number: 'x' }) })).status).toBe(404)
  })
})
