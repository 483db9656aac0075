import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { FOLDED_CARD } from '@/lib/shop/sales/orders/testing/fixtures'

vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown, visitorKey: '' }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/api/session/request-owner', async () =>
  (await import('@/lib/api/session/testing/visitor-only-owner')).visitorOnlyOwner(() => state.visitorKey),
)
// Route handlers write the cart's count cookie with next/headers, which needs a request scope.
vi.mock('@/lib/api/sales/cart/cart-count-cookie', async () =>
  (await import('@/lib/shop/sales/cart/testing/count-cookie')).countCookieDouble(),
)
vi.mock('@/lib/visitor/server', () => ({ ensureVisitorKey: async () => state.visitorKey }))

const { addCartItemAction } = await import('./add-cart-item')
const { updateCartItemAction } = await import('./update-cart-item')
const { removeCartItemAction } = await import('./remove-cart-item')
const { addSampleAction } = await import('./add-sample')

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
  state.visitorKey = randomUUID()
}, 180_000)
afterAll(async () => handle.close())

describe('cart server actions', () => {
  it('run the same lib functions as the endpoints and return typed results', async () => {
    const added = await addCartItemAction('de-CH', FOLDED_CARD)
    if (!added.ok) throw new Error(added.error.message)
    expect(added.cart.currency).toBe('CHF')
    const id = added.cart.items[0]?.id ?? ''
    expect(await updateCartItemAction('de-CH', { id, quantity: 7 })).toMatchObject({
      ok: false,
      error: { status: 422, field: 'quantity' },
    })
    expect(await removeCartItemAction('de-CH', { id })).toMatchObject({ ok: true, cart: { count: 0 } })
    expect(await removeCartItemAction('de-CH', { id, undo: true })).toMatchObject({
      ok: true,
      cart: { count: 1 },
    })
    expect(await addSampleAction('de-DE', { designId: 101 })).toMatchObject({ ok: true })
  })

  it('refuse extra fields and unknown locales with the field named', async () => {
    expect(await addCartItemAction('de-DE', { ...FOLDED_CARD, price: 1 } as never)).toMatchObject({
      ok: false,
      error: { status: 400, field: 'price' },
    })
    expect(await addSampleAction('fr-FR', { designId: 101 })).toMatchObject({
      ok: false,
      error: { field: 'locale' },
    })
  })
})
