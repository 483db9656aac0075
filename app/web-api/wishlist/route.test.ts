import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'

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
// The header's count cookie (next/headers needs a request scope): recorded instead.
vi.mock('@/lib/api/catalogue/wishlist-count-cookie', () => ({
  writeWishlistCount: async (count: number) => {
    state.countCookie = count
  },
}))

const { GET, POST } = await import('./route')

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

const URL = 'http://localhost:3000/web-api/wishlist'
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: 'card', locale: 'de-DE', ...headers },
      body: JSON.stringify(body),
    }),
  )
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      headers: { host: 'localhost:3000', ...headers },
      body: new URLSearchParams(fields),
    }),
  )
async function saved() {
  const res = await GET(new Request(URL, { headers: { channel: 'card' } }))
  return ((await res.json()) as { designs: { id: number }[] }).designs.map((d) => d.id)
}
async function error(res: Response) {
  return ((await res.json()) as { error: { status: number; message: string; field?: string; key?: string } })
    .error
}

describe('POST /web-api/wishlist', () => {
  it('adds a design, again without a second entry, and writes the count cookie', async () => {
    const res = await post({ designId: 101, save: true })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ designId: 101, saved: true, count: 1 })
    expect(state.countCookie).toBe(1)
    expect((await post({ designId: 101, save: true })).status).toBe(200)
    await post({ designId: 103, save: true })
    expect(state.countCookie).toBe(2)
    expect((await saved()).sort()).toEqual([101, 103])
  })

  it('removes a design, and writes the count cookie down to 0', async () => {
    await post({ designId: 102, save: true })
    const res = await post({ designId: 102, save: false })
    expect(await res.json()).toEqual({ designId: 102, saved: false, count: 0 })
    expect(state.countCookie).toBe(0)
    expect(await saved()).toEqual([])
  })

  it('refuses an unknown design with a 404 in the shop’s language', async () => {
    const res = await post({ designId: 999, save: true })
    expect(res.status).toBe(404)
    expect(await error(res)).toEqual({
      status: 404,
      field: 'designId',
      key: 'wishlist.unknown-design',
      message: 'Dieses Design gibt es nicht (mehr).',
    })
    expect(state.countCookie).toBeNull()
  })

  it('refuses on a brand without a wishlist, writing nothing', async () => {
    const res = await post({ designId: 101, save: true }, { channel: 'poster' })
    expect(res.status).toBe(404)
    expect(await error(res)).toMatchObject({
      key: 'wishlist.not-offered',
      message: 'Der Merkzettel konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
    })
    expect(state.countCookie).toBeNull()
    expect(await saved()).toEqual([])
  })

  it.each([
    ['a text id', { designId: 'abc', save: true }, 'designId'],
    ['a missing save', { designId: 101 }, 'save'],
    ['save as text', { designId: 101, save: 'true' }, 'save'],
    ['another owner', { designId: 101, save: true, customerId: randomUUID() }, 'customerId'],
  ])('400 for %s, naming the field', async (_label, body, field) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect((await error(res)).field).toBe(field)
    expect(await saved()).toEqual([])
  })
})

describe('POST /web-api/wishlist as a form (the heart before hydration or without JavaScript)', () => {
  const fields = { designId: '104', save: 'true', locale: 'de-DE' }

  it('saves and answers 303 back to the page the form was on, rendered for this visitor', async () => {
    const res = await form(fields, { referer: 'http://localhost:3000/de/products/hochzeit/?page=2' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/de/products/hochzeit/?page=2')
    expect(res.headers.get('set-cookie')).toMatch(
      /^wishlist_changed=1; Path=\/de\/products\/hochzeit\/; Max-Age=60; HttpOnly; SameSite=Lax/,
    )
    expect(await saved()).toEqual([104])
    expect(state.countCookie).toBe(1)

    const removed = await form(
      { ...fields, save: 'false' },
      { referer: 'http://localhost:3000/de/wishlist/' },
    )
    expect(removed.headers.get('location')).toBe('/de/wishlist/')
    expect(await saved()).toEqual([])
  })

  it.each([
    ['another site', 'https://evil.example/de/products/'],
    ['another host of the same name', 'http://localhost:3001/de/products/'],
    ['a path read as another host', 'http://localhost:3000//evil.example/'],
    ['a path with a backslash', 'http://localhost:3000/\\evil.example/'],
    ['no address', 'nonsense'],
  ])('sends a form from %s to the wishlist page instead', async (_label, referer) => {
    const res = await form({ ...fields, locale: 'de-AT' }, { referer })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/at/wishlist/')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('answers a refused form with the JSON error, saving nothing', async () => {
    const unknown = await form({ ...fields, designId: '999' }, { referer: 'http://localhost:3000/de/' })
    expect(unknown.status).toBe(404)
    expect((await error(unknown)).message).toBe('Dieses Design gibt es nicht (mehr).')
    const bad = await form({ ...fields, save: 'yes' }, { referer: 'http://localhost:3000/de/' })
    expect(bad.status).toBe(400)
    expect((await error(bad)).field).toBe('save')
    const locale = await form({ ...fields, locale: 'fr-FR' })
    expect(locale.status).toBe(400)
    expect(await saved()).toEqual([])
  })
})
