import { randomUUID } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'

/**
 * Issue 34 point 3: a refused status change keeps what was typed. The action sends the values back
 * with the error, and the status form shows them again.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`REDIRECT ${url}`)
  },
  notFound: () => {
    throw new Error('404')
  },
}))
vi.mock('@/lib/api/backoffice/staff-session', () => ({
  BACKOFFICE_PATH: '/backoffice',
  staffLog: () => undefined,
  requireStaffFor: async () => ({
    customerId: randomUUID(),
    email: 't@example.com',
    name: 'Team',
    role: 'owner',
  }),
}))

const { changeOrderStatusAction } = await import('./change-order-status')
const { StatusForm } = await import('@/components/backoffice/status-form')

let handle: DbHandle
let number = ''
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(handle.db, parsedCheckout({ email: 'typed@example.com' }), {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
  })
  number = order.number
  await changeOrderStatus(handle.db, number, { to: 'in_production' }, 'staff')
}, 180_000)
afterAll(async () => handle.close())

const redirectOf = async (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  const error = await changeOrderStatusAction(form).then(
    () => null,
    (e: unknown) => e as Error,
  )
  return new URL((error?.message ?? '').replace(/^REDIRECT /, ''), 'http://localhost')
}

describe('a refused status change', () => {
  it('goes back to the order with the values as typed', async () => {
    const url = await redirectOf({
      number,
      to: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z!',
      note: 'Eilig',
    })
    expect(url.pathname).toBe(`/backoffice/orders/${number}`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      error: 'tracking',
      to: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z!',
      note: 'Eilig',
    })
  })

  it('is shown again in the status form; a success carries nothing', async () => {
    const html = renderToStaticMarkup(
      StatusForm({
        number,
        status: 'in_production',
        role: 'owner',
        typed: { to: 'shipped', carrier: 'UPS', trackingNumber: '1Z!', note: 'Eilig' },
      }),
    )
    expect(html).toContain('value="UPS"')
    expect(html).toContain('value="1Z!"')
    expect(html).toContain('value="Eilig"')
    expect(html).toMatch(/<option value="shipped" selected="">/)
    const ok = await redirectOf({ number, to: 'shipped', carrier: 'DHL', trackingNumber: 'JJD00001' })
    expect(Object.fromEntries(ok.searchParams)).toEqual({ notice: 'status' })
  })
})
