import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { getCartView } from '@/lib/shop/sales/cart/cart'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { READ, fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'

vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown, visitorKey: '', customerId: null as string | null }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/visitor/server', () => ({
  readVisitorKey: async () => state.visitorKey || null,
  ensureVisitorKey: async () => state.visitorKey,
}))
// Who is signed in is the auth module's business (tested there); here it is set per case.
vi.mock('@/lib/api/session/request-owner', async () =>
  (await import('@/lib/api/session/testing/visitor-only-owner')).visitorOnlyOwner(
    () => state.visitorKey,
    () => state.customerId,
  ),
)
// Route handlers write the cart's count cookie with next/headers, which needs a request scope.
vi.mock('@/lib/api/sales/cart/cart-count-cookie', async () =>
  (await import('@/lib/shop/sales/cart/testing/count-cookie')).countCookieDouble(),
)
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))

const invoice = await import('./[number]/invoice/route')
const reorder = await import('./[number]/reorder/route')
const cancel = await import('./[number]/cancel/route')

let handle: DbHandle
let placed: { number: string; visitorKey: string; customerId: string }
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(handle.db, parsedCheckout(), {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
  })
  const customerId = randomUUID()
  await handle.db.update(orders).set({ customerId }).where(eq(orders.number, order.number))
  placed = { number: order.number, visitorKey, customerId }
}, 180_000)
afterAll(async () => handle.close())
beforeEach(() => {
  state.visitorKey = randomUUID()
  state.customerId = null
})

const params = (number: string) => ({ params: Promise.resolve({ number }) })
const get = (path: string) => new Request(`http://localhost:3000/web-api/${path}`)
const post = (path: string, init: RequestInit = {}) =>
  new Request(`http://localhost:3000/web-api/${path}`, {
    method: 'POST',
    headers: { locale: 'de-DE' },
    ...init,
  })

describe('GET /web-api/orders/{number}/invoice', () => {
  it.each([
    ['the placing visitor', () => ({ visitorKey: placed.visitorKey, customerId: null }), 200],
    [
      'the owning customer on another device',
      () => ({ visitorKey: randomUUID(), customerId: placed.customerId }),
      200,
    ],
    ['another visitor', () => ({ visitorKey: randomUUID(), customerId: null }), 404],
    ['another customer', () => ({ visitorKey: randomUUID(), customerId: randomUUID() }), 404],
  ])('answers %s with %i', async (_who, who, status) => {
    Object.assign(state, who())
    const res = await invoice.GET(get(`orders/${placed.number}/invoice`), params(placed.number))
    expect(res.status).toBe(status)
    if (status === 200) {
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="Rechnung-RE-\d{4}-\d{6}\.pdf"/,
      )
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    } else {
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe('number')
    }
  })

  it('answers a malformed or unknown number with 404', async () => {
    state.visitorKey = placed.visitorKey
    for (const number of ['KS-999999', '../etc', 'x'.repeat(300)]) {
      expect((await invoice.GET(get(`orders/x/invoice`), params(number))).status).toBe(404)
    }
  })
})

describe('POST /web-api/orders/{number}/reorder and /cancel', () => {
  it('refuses someone else’s order with 404 and changes nothing', async () => {
    state.customerId = randomUUID()
    expect((await reorder.POST(post(`orders/${placed.number}/reorder`), params(placed.number))).status).toBe(
      404,
    )
    expect((await cancel.POST(post(`orders/${placed.number}/cancel`), params(placed.number))).status).toBe(
      404,
    )
    expect((await getCartView(handle.db, { visitorKey: state.visitorKey }, READ)).count).toBe(0)
  })

  it('fills the owner’s cart (JSON and form post with 303 to the cart), then cancels', async () => {
    state.customerId = placed.customerId
    const json = await reorder.POST(post(`orders/${placed.number}/reorder`), params(placed.number))
    expect(json.status).toBe(200)
    expect(await json.json()).toEqual({ added: 1, skipped: [], cartPath: '/de/warenkorb/' })
    const form = await reorder.POST(
      post(`orders/${placed.number}/reorder`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'locale=de-AT',
      }),
      params(placed.number),
    )
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/at/warenkorb/')
    // Signed in, the lines go into the customer's cart (on any device), not this browser's.
    const customersCart = { visitorKey: null, customerId: placed.customerId }
    expect((await getCartView(handle.db, customersCart, READ)).count).toBe(2)
    expect((await getCartView(handle.db, { visitorKey: state.visitorKey }, READ)).count).toBe(0)

    const cancelled = await cancel.POST(post(`orders/${placed.number}/cancel`), params(placed.number))
    expect(cancelled.status).toBe(200)
    expect(((await cancelled.json()) as { status: string }).status).toBe('cancelled')
    const again = await cancel.POST(post(`orders/${placed.number}/cancel`), params(placed.number))
    expect(again.status).toBe(409)
  })
})
