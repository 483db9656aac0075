import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { FOLDED_CARD } from '@/lib/shop/sales/orders/testing/fixtures'

// server-only throws outside Next's react-server condition; the database and the visitor cookie are
// replaced by a test database and a per-test visitor key.
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown, visitorKey: '', countCookie: null as number | null }))
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
// The count cookie for the header badge (next/headers needs a request scope): recorded instead.
vi.mock('@/lib/api/sales/cart/cart-count-cookie', async () =>
  (await import('@/lib/shop/sales/cart/testing/count-cookie')).countCookieDouble((count) => {
    state.countCookie = count
  }),
)

const { GET } = await import('./route')
const items = await import('./items/route')
const item = await import('./items/[id]/route')
const restore = await import('./items/[id]/restore/route')
const samples = await import('./samples/route')

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
}, 180_000)
afterAll(async () => handle.close())
beforeEach(() => {
  state.visitorKey = randomUUID()
  state.countCookie = null
})

const BASE = 'http://localhost:3000/web-api/cart'
const json = (url: string, method: string, body?: unknown, raw?: string) =>
  new Request(url, {
    method,
    headers: { 'content-type': 'application/json', locale: 'de-DE' },
    ...(body !== undefined || raw ? { body: raw ?? JSON.stringify(body) } : {}),
  })
const params = (id: string) => ({ params: Promise.resolve({ id }) })
async function error(res: Response) {
  return ((await res.json()) as { error: { status: number; message: string; field?: string } }).error
}
async function addCard() {
  const res = await items.POST(json(`${BASE}/items`, 'POST', FOLDED_CARD))
  expect(res.status).toBe(200)
  return (await res.json()) as { items: { id: string; total: number }[]; revision: number }
}

describe('GET /web-api/cart', () => {
  it('answers an empty cart for a visitor without one, priced per country', async () => {
    state.visitorKey = ''
    const res = await GET(new Request(`${BASE}?country=CH`))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ count: 0, currency: 'CHF', items: [] })
    // "Empty" is written too, so the header badge stops asking (components/cart/cart-count.ts).
    expect(state.countCookie).toBe(0)
  })

  it.each([
    ['?country=GB', 'country'],
    ['?country=1', 'country'],
    ['?price=1', 'price'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await GET(new Request(`${BASE}${query}`))
    expect(res.status).toBe(400)
    expect((await error(res)).field).toBe(field)
  })
})

describe('POST /web-api/cart/items', () => {
  it('adds a card priced by the server', async () => {
    const view = await addCard()
    expect(view.items).toHaveLength(1)
    expect(view.items[0]?.total).toBeGreaterThan(0)
    expect(state.countCookie).toBe(1)
  })

  it.each([
    ['missing options', { kind: 'card', designId: 101 }, 'options'],
    ['missing kind', { designId: 101, options: FOLDED_CARD.options }, 'kind'],
    ['wrong type', { ...FOLDED_CARD, designId: 'abc' }, 'designId'],
    ['client price', { ...FOLDED_CARD, price: 1 }, 'price'],
    ['client status', { ...FOLDED_CARD, status: 'paid' }, 'status'],
    ['client customer', { ...FOLDED_CARD, customerId: randomUUID() }, 'customerId'],
    [
      'price inside options',
      { ...FOLDED_CARD, options: { ...FOLDED_CARD.options, unitPrice: 1 } },
      'options.unitPrice',
    ],
    [
      'huge quantity',
      { ...FOLDED_CARD, options: { ...FOLDED_CARD.options, quantity: 1e15 } },
      'options.quantity',
    ],
    ['huge design id', { ...FOLDED_CARD, designId: 2 ** 40 }, 'designId'],
  ])('400 for %s, naming the field', async (_label, body, field) => {
    const res = await items.POST(json(`${BASE}/items`, 'POST', body))
    expect(res.status).toBe(400)
    expect((await error(res)).field).toBe(field)
  })

  it('422 for a quantity that is not a step or an unknown design', async () => {
    const step = await items.POST(
      json(`${BASE}/items`, 'POST', { ...FOLDED_CARD, options: { ...FOLDED_CARD.options, quantity: 7 } }),
    )
    expect(step.status).toBe(422)
    expect((await error(step)).field).toBe('options.quantity')
    const unknown = await items.POST(json(`${BASE}/items`, 'POST', { ...FOLDED_CARD, designId: 999 }))
    expect(unknown.status).toBe(422)
  })

  it('refuses a body that is not JSON or too large', async () => {
    expect((await items.POST(json(`${BASE}/items`, 'POST', undefined, '{'))).status).toBe(400)
    const huge = await items.POST(json(`${BASE}/items`, 'POST', undefined, `"${'x'.repeat(1_100_000)}"`))
    expect(huge.status).toBe(413)
  })

  it('accepts an HTML form post and redirects to the cart page', async () => {
    const form = new URLSearchParams({
      designId: '101',
      productType: 'folded-card',
      format: 'a6',
      paper: 'premium-matt',
      quantity: '50',
      'envelope.flap': 'pointed',
      'envelope.sizeClass': 'standard',
      locale: 'at',
    })
    const res = await items.POST(new Request(`${BASE}/items`, { method: 'POST', body: form }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/at/warenkorb/')
    const bad = await items.POST(
      new Request(`${BASE}/items`, { method: 'POST', body: new URLSearchParams({ designId: '101' }) }),
    )
    expect(bad.status).toBe(400)
  })
})

describe('PATCH, DELETE /web-api/cart/items/{id} and restore', () => {
  it('changes quantity, removes and restores', async () => {
    const id = (await addCard()).items[0]?.id ?? ''
    const patched = await item.PATCH(json(`${BASE}/items/${id}`, 'PATCH', { quantity: 100 }), params(id))
    expect(patched.status).toBe(200)
    expect(((await patched.json()) as { items: { quantity: number }[] }).items[0]?.quantity).toBe(100)
    const removed = await item.DELETE(json(`${BASE}/items/${id}`, 'DELETE'), params(id))
    expect(await removed.json()).toMatchObject({ count: 0, removed: { id } })
    expect(state.countCookie).toBe(0)
    const restored = await restore.POST(json(`${BASE}/items/${id}/restore`, 'POST'), params(id))
    expect(await restored.json()).toMatchObject({ count: 1, removed: null })
    expect(state.countCookie).toBe(1)
  })

  it.each([
    [{ quantity: 7 }, 422, 'quantity'],
    [{ quantity: 'ten' }, 400, 'quantity'],
    [{}, 400, 'quantity'],
    [{ quantity: 10, price: 1 }, 400, 'price'],
    [{ quantity: 2 ** 53 }, 400, 'quantity'],
    [{ quantity: 5001 }, 400, 'quantity'],
  ])('PATCH %o → %i naming %s', async (body, status, field) => {
    const id = (await addCard()).items[0]?.id ?? ''
    const res = await item.PATCH(json(`${BASE}/items/${id}`, 'PATCH', body), params(id))
    expect(res.status).toBe(status)
    expect((await error(res)).field).toBe(field)
  })

  it('400 for a malformed id, 404 for a line of another visitor', async () => {
    const bad = await item.DELETE(json(`${BASE}/items/x`, 'DELETE'), params('not-a-uuid'))
    expect(bad.status).toBe(400)
    expect((await error(bad)).field).toBe('id')
    const id = (await addCard()).items[0]?.id ?? ''
    state.visitorKey = randomUUID()
    expect((await item.DELETE(json(`${BASE}/items/${id}`, 'DELETE'), params(id))).status).toBe(404)
    expect((await restore.POST(json(`${BASE}/items/${id}/restore`, 'POST'), params(id))).status).toBe(404)
  })
})

describe('POST /web-api/cart/samples', () => {
  it('adds a sample by JSON or form, and names bad fields', async () => {
    const res = await samples.POST(json(`${BASE}/samples`, 'POST', { designId: 101 }))
    expect(await res.json()).toMatchObject({ samples: { count: 1, total: 0 } })
    const form = await samples.POST(
      new Request(`${BASE}/samples`, { method: 'POST', body: new URLSearchParams({ designId: '102' }) }),
    )
    expect(form.status).toBe(303)
    expect(state.countCookie).toBe(2)
    for (const [body, field] of [
      [{}, 'designId'],
      [{ designId: 'x' }, 'designId'],
      [{ designId: 101, price: 0 }, 'price'],
    ] as const) {
      const bad = await samples.POST(json(`${BASE}/samples`, 'POST', body))
      expect(bad.status).toBe(400)
      expect((await error(bad)).field).toBe(field)
    }
  })
})
