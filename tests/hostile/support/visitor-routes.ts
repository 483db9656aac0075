import { afterAll, beforeAll, expect, vi } from 'vitest'
import type { Db, DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changedTables, dbFingerprint, type TableFingerprint } from './fingerprint'

/**
 * What a hostile test of the visitor's route handlers needs before it imports a route: server-only
 * off, getDb answering the catalogue test database, the request's owner and visitor cookie the
 * test's current visitor key, the cart count cookie recorded (next/headers needs a request scope).
 * Import it before the routes (they are imported with `await import` after it).
 */
export const visitor = { db: null as Db | null, visitorKey: '' }

vi.mock('server-only', () => ({}))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => visitor.db,
}))
vi.mock('@/lib/api/session/request-owner', async () =>
  (await import('@/lib/api/session/testing/visitor-only-owner')).visitorOnlyOwner(() => visitor.visitorKey),
)
vi.mock('@/lib/visitor/server', () => ({
  readVisitorKey: async () => visitor.visitorKey || null,
  ensureVisitorKey: async () => visitor.visitorKey,
}))
vi.mock('@/lib/api/sales/cart/cart-count-cookie', async () =>
  (await import('@/lib/shop/sales/cart/testing/count-cookie')).countCookieDouble(),
)

/** Opens the catalogue test database for the file (closed after it); `handle.db` is it inside tests. */
export function catalogueDbForRoutes(): { readonly db: Db } {
  let handle: DbHandle | null = null
  beforeAll(async () => {
    handle = await openCatalogueTestDb()
    visitor.db = handle.db
  }, 180_000)
  afterAll(async () => handle?.close())
  return {
    get db() {
      if (!handle) throw new Error('the catalogue test database opens in beforeAll')
      return handle.db
    },
  }
}

/** A JSON request to a route, as the German shop's pages send it; a string goes as it is (a raw body). */
export const jsonRequest = (method: string, url: string, body: unknown) =>
  new Request(url, {
    method,
    headers: { 'content-type': 'application/json', locale: 'de-DE' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** What a refused request answers. */
export type ErrorBody = { error: { message: string; field?: string } }

/**
 * A refused request: a 4xx (never a 500) whose field or message matches `field`, and the database as
 * it was `before` (nothing written).
 */
export async function expectRefused(
  response: Response,
  field: RegExp,
  before: Record<string, TableFingerprint>,
): Promise<void> {
  const body = (await response.json()) as ErrorBody
  expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
  expect(response.status, JSON.stringify(body)).toBeLessThan(500)
  expect(`${body.error.field ?? ''} ${body.error.message}`).toMatch(field)
  if (!visitor.db) throw new Error('the catalogue test database opens in beforeAll')
  expect(changedTables(before, await dbFingerprint(visitor.db))).toEqual([])
}
