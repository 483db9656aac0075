import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { can, type StaffRole } from '@/lib/backoffice/permissions'
import { orderLines, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { loadPdf } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'

/**
 * The job ticket route (issue 34 point 1) with what a stranger or a curious staff member sends: no
 * session, junk order numbers and line ids, another order's line. Staff of every role get the PDF
 * (private, never cached); everything else is a German 404 that names no order.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown, role: 'owner' as string | null }))
vi.mock('@/lib/api/request-db', () => ({ requestDb: async () => state.db }))
vi.mock('@/lib/api/backoffice/staff-session', () => ({
  BACKOFFICE_PATH: '/backoffice',
  staffLog: () => undefined,
  // The real guard's rule: no session is a 404, a role without the action a 403.
  staffForRoute: async (action: Parameters<typeof can>[1]) => {
    if (state.role === null) return new Response('Not found', { status: 404 })
    return can({ role: state.role as StaffRole }, action)
      ? { customerId: randomUUID(), email: 'team@example.com', name: 'Team', role: state.role }
      : new Response('Keine Berechtigung', { status: 403 })
  },
}))

const route = await import('@/app/backoffice/orders/[number]/job-ticket/route')

let handle: DbHandle
let number = ''
let other = ''
let lineId = ''
let otherLineId = ''
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
  const place = async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(handle.db, parsedCheckout(), {
      owner: { visitorKey },
      brand: 'card',
      locale: 'de-DE',
    })
    const [row] = await handle.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.number, order.number))
    return { number: order.number, line: row!.id }
  }
  ;({ number, line: lineId } = await place())
  ;({ number: other, line: otherLineId } = await place())
}, 180_000)
afterAll(async () => handle.close())

const get = (orderNumber: string, query = '') =>
  route.GET(new Request(`http://localhost/backoffice/orders/${orderNumber}/job-ticket${query}`), {
    params: Promise.resolve({ number: orderNumber }),
  })

describe('job ticket route', () => {
  it.each(['owner', 'production', 'support'] as const)(
    'gives %s the PDF, private and not cached',
    async (role) => {
      state.role = role
      try {
        const response = await get(number, `?line=${lineId}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('application/pdf')
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-')
      } finally {
        state.role = 'owner'
      }
    },
  )

  it('is a 404 without a session, for junk, an unknown order or another order’s line', async () => {
    for (const [orderNumber, query] of [
      ['KS-999999', ''],
      ['../../etc/passwd', ''],
      [number, `?line=${randomUUID()}`],
      [number, `?line=${otherLineId}`],
      [other, `?line=${lineId}`],
      [number, '?line=%27%20or%201%3D1'],
      [number, '?line='],
    ] as const) {
      const response = await get(orderNumber, query)
      expect(response.status, `${orderNumber}${query}`).toBe(404)
      expect(await response.text()).toBe('Diese Position gibt es in der Bestellung nicht.')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    state.role = null
    try {
      expect((await get(number, `?line=${lineId}`)).status).toBe(404)
    } finally {
      state.role = 'owner'
    }
  })

  it('prints every line of the order, one page each, without ?line', async () => {
    const response = await get(number)
    expect(response.status).toBe(200)
    const pdf = await loadPdf(new Uint8Array(await response.arrayBuffer()))
    const lines = await handle.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.number, number))
    expect(pdf.getPageCount()).toBe(lines.length)
  })
})
