import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { staffApiTokens, staffMembers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { createApiToken, listApiTokens, revokeApiToken } from '@/lib/backoffice/api-tokens'
import { createStaffAccount } from '@/lib/backoffice/staff'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'

/**
 * Issue 34 point 7: the order export for an accounting tool (GET /web-api/backoffice/orders-export),
 * authenticated by a staff member's own token (ADR 0087). No token, a guessed, revoked or removed
 * member's token is a 401; a role without the export a 403; nothing else is answered.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))

const route = await import('@/app/web-api/backoffice/orders-export/route')

let handle: DbHandle
let number = ''
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const checkout = parsedCheckout({
    email: 'api-export@example.com',
    billingAddress: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      street: 'Heidestraße 17',
      addressLine2: 'Aufgang B',
      postcode: '51147',
      city: 'Köln',
      country: 'DE',
    },
  })
  number = (
    await placeOrder(handle.db, checkout, {
      owner: { visitorKey },
      brand: 'card',
      locale: 'de-DE',
      now: new Date('2026-07-14T22:30:00Z'),
    })
  ).order.number
}, 180_000)
afterAll(async () => handle.close())

const get = (query: string, authorization?: string) =>
  route.GET(
    new Request(`http://localhost/web-api/backoffice/orders-export${query}`, {
      headers: authorization ? { authorization } : {},
    }),
  )
const member = (role: 'owner' | 'production' | 'support') =>
  createStaffAccount(handle.db, `${role}-${randomUUID().slice(0, 6)}@example.com`, 'pw', role)

describe('order export API', () => {
  it('gives the owner’s token the CSV’s columns and rows, with address line 2 and Berlin time', async () => {
    const owner = await member('owner')
    const { token } = await createApiToken(handle.db, owner, 'DATEV-Import')
    expect(token).toMatch(/^bo_[A-Za-z0-9_-]{43}$/)
    const response = await get(`?q=${number}`, `Bearer ${token}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { timeZone: string; columns: string[]; rows: string[][] }
    expect(body.timeZone).toBe('Europe/Berlin')
    const cell = (name: string) => body.rows[0]?.[body.columns.indexOf(name)]
    expect(body.rows).toHaveLength(1)
    expect(cell('Bestellnummer')).toBe(number)
    expect(cell('Adresszusatz')).toBe('Aufgang B')
    expect(cell('Datum (Europe/Berlin)')).toBe('2026-07-15 00:30:00')
    expect(cell('Rechnungsnummer')).toMatch(/^RE-/)
    expect((await listApiTokens(handle.db, owner))[0]?.lastUsedAt).not.toBeNull()
  })

  it('answers 401 without a valid token and 403 for a role without the export; the hash is all that is stored', async () => {
    const production = await member('production')
    const { token } = await createApiToken(handle.db, production, 'Versand')
    const forbidden = await get('', `Bearer ${token}`)
    expect(forbidden.status).toBe(403)
    expect(((await forbidden.json()) as { error: { message: string } }).error.message).toContain(
      'exportieren',
    )
    for (const header of [
      undefined,
      'Bearer',
      `Basic ${Buffer.from('owner:pw').toString('base64')}`,
      `Bearer bo_${'A'.repeat(43)}`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `bearer ${token}`,
      `Bearer ${token}, Bearer ${token}`,
      "Bearer bo_' or '1'='1",
    ]) {
      const response = await get('', header)
      expect(response.status, String(header)).toBe(401)
    }
    const stored = await handle.db
      .select()
      .from(staffApiTokens)
      .where(eq(staffApiTokens.customerId, production))
    expect(JSON.stringify(stored)).not.toContain(token.slice(3))
  })

  it('stops a revoked token and every token of a removed member; a member cannot revoke another’s', async () => {
    const owner = await member('owner')
    const other = await member('owner')
    const first = await createApiToken(handle.db, owner, 'Eins')
    const second = await createApiToken(handle.db, owner, 'Zwei')
    expect(await revokeApiToken(handle.db, other, first.id)).toBe(false)
    expect((await get('', `Bearer ${first.token}`)).status).toBe(200)
    expect(await revokeApiToken(handle.db, owner, first.id)).toBe(true)
    expect((await get('', `Bearer ${first.token}`)).status).toBe(401)
    await handle.db.delete(staffMembers).where(eq(staffMembers.customerId, owner))
    expect((await get('', `Bearer ${second.token}`)).status).toBe(401)
  })

  it('refuses a bad filter with a 400 naming the field, and a bad label or a sixth token', async () => {
    const owner = await member('owner')
    const { token } = await createApiToken(handle.db, owner, 'Filter')
    const bad = await get('?status=bogus', `Bearer ${token}`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('status')
    await expect(createApiToken(handle.db, owner, 'x')).rejects.toThrow()
    for (const label of ['Zwei', 'Drei', 'Vier', 'Fünf']) await createApiToken(handle.db, owner, label)
    await expect(createApiToken(handle.db, owner, 'Sechs')).rejects.toThrow('too many tokens')
  })
})
