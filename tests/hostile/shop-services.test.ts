import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { resetEnvForTests } from '@/lib/env'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { getCartView } from '@/lib/shop/sales/cart/cart'
import { GET as getLocation } from '@/app/api/get-location/route'
import { GET as campaignData } from '@/app/web-api/campaign-data/route'
import { POST as accessoryOrder } from '@/app/web-api/card-accessory-order/route'
import { GET as expressShop } from '@/app/web-api/express-shop/route'

/**
 * Issue 32.1's calls as an attacker tries them: a forged country header, a forged brand or price, a
 * poster-brand order of card accessories, values meant to break parsing. Every refusal is a 4xx that
 * says what is wrong, leaves the cart as it was, and is never stored by a shared cache.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown, visitorKey: '' }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/api/session/request-owner', async () =>
  (await import('@/lib/api/session/testing/visitor-only-owner')).visitorOnlyOwner(() => state.visitorKey),
)
vi.mock('@/lib/api/sales/cart/cart-count-cookie', async () =>
  (await import('@/lib/shop/sales/cart/testing/count-cookie')).countCookieDouble(),
)

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
})
afterAll(async () => handle.close())
afterEach(() => resetEnvForTests())

const url = (path: string) => `http://localhost:3000${path}`
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { status: number; message: string; field?: string } }).error

describe('/api/get-location/', () => {
  it('ignores a country header the client forged when no trusted proxy stands in front', async () => {
    resetEnvForTests({ ...process.env, CDN_COUNTRY_HEADER: 'cf-ipcountry', TRUSTED_PROXIES: '0' })
    const response = await getLocation(
      new Request(url('/api/get-location/'), {
        headers: { 'cf-ipcountry': 'US', 'accept-language': 'de-DE' },
      }),
    )
    expect(await response.json()).toMatchObject({ country: 'DE', source: 'accept-language' })
  })

  it.each([
    'x'.repeat(20_000),
    'de-AT;q=abc,,,;;;,en-US;q=-1',
    '<script>alert(1)</script>-AT',
    'de-__proto__',
  ])('survives the Accept-Language %#, answers a bounded hint, privately', async (header) => {
    const response = await getLocation(
      new Request(url('/api/get-location/'), { headers: { 'accept-language': header } }),
    )
    expect(response.status).toBe(200)
    const hint = (await response.json()) as { country: string | null }
    expect(hint.country === null || /^[A-Z]{2}$/.test(hint.country)).toBe(true)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('/web-api/express-shop', () => {
  it.each(['?country=__proto__', '?country[]=DE', '?country=de', '?country=DE%00'])(
    'refuses %s with a 400 that names the field and is not cached',
    async (search) => {
      const response = await expressShop(new Request(url(`/web-api/express-shop${search}`)))
      expect(response.status).toBe(400)
      expect((await errorOf(response)).field).toBe('country')
      expect(response.headers.get('cache-control')).toBeNull()
    },
  )
})

describe('/web-api/campaign-data', () => {
  it.each([
    [{ channel: 'admin' }, 'channel'],
    [{ channel: 'card', locale: 'en-US' }, 'locale'],
    [{ locale: 'xx-XX' }, 'locale'],
  ])('refuses the forged headers %j with a 400', async (headers, header) => {
    const response = await campaignData(new Request(url('/web-api/campaign-data'), { headers }))
    expect(response.status).toBe(400)
    expect((await errorOf(response)).message).toContain(header)
    expect(response.headers.get('cache-control')).toBeNull()
  })
})

describe('/web-api/card-accessory-order', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    accessoryOrder(
      new Request(url('/web-api/card-accessory-order'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    )
  const envelope = { sku: 'envelope-straight-white-162x114', quantity: 10 }

  it.each([
    [{ items: [{ ...envelope, unitPrice: 1 }] }, 'items.0.unitPrice'],
    [{ items: [envelope], total: 0 }, 'total'],
    [{ items: [{ ...envelope, quantity: -10 }] }, 'items.0.quantity'],
    [{ items: [{ ...envelope, quantity: 1e9 }] }, 'items.0.quantity'],
    [{ items: [{ ...envelope, quantity: '10' }] }, 'items.0.quantity'],
    [{ items: [] }, 'items'],
    [{ items: [{ ...envelope, sku: { $ne: null } }] }, 'items.0.sku'],
  ])('refuses %j with a 400 naming %s and puts nothing in the cart', async (body, field) => {
    state.visitorKey = randomUUID()
    const response = await post(body)
    expect(response.status).toBe(400)
    expect((await errorOf(response)).field).toBe(field)
    expect((await getCartView(handle.db, { visitorKey: state.visitorKey }, { locale: 'de-DE' })).count).toBe(
      0,
    )
  })

  it('sells no card accessories in the poster brand, whatever the request says', async () => {
    state.visitorKey = randomUUID()
    const response = await post({ items: [envelope] }, { channel: 'poster' })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).message).toMatch(/sells no greeting cards, envelopes/)
    expect((await getCartView(handle.db, { visitorKey: state.visitorKey }, { locale: 'de-DE' })).count).toBe(
      0,
    )
  })

  it('refuses a card-only accessory in an otherwise good order without adding the good one', async () => {
    state.visitorKey = randomUUID()
    const response = await post({ items: [envelope, { sku: 'ribbon-jute-natural', quantity: 10 }] })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).field).toBe('items.1.sku')
    expect((await getCartView(handle.db, { visitorKey: state.visitorKey }, { locale: 'de-DE' })).count).toBe(
      0,
    )
  })

  it('prices an accepted order on the server, not from anything the client sent', async () => {
    state.visitorKey = randomUUID()
    const response = await post({ items: [envelope] }, { channel: 'card' })
    expect(response.status).toBe(200)
    const view = (await response.json()) as { items: { total: number }[] }
    expect(view.items[0]?.total).toBe(950)
  })
})
