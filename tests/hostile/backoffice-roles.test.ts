import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { createStaffSession } from '@/lib/backoffice/sessions'
import { createStaffAccount } from '@/lib/backoffice/staff'
import type { StaffRole } from '@/lib/backoffice/permissions'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { changedTables, dbFingerprint } from './support/fingerprint'

/**
 * Issue 34 points 5-7: forged back-office requests. A role's missing permission is a 403 with a German
 * sentence (routes) or Next's forbidden() (actions), no session is the plain 404, a forged invitation
 * token leads nowhere — and nothing is written.
 */
vi.mock('server-only', () => ({}))
// next build inlines this from next.config's experimental.authInterrupts; vitest has no build step.
vi.hoisted(() => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true'
})
const state = vi.hoisted(() => ({ db: null as unknown, token: '' }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'bo_session' && state.token ? { name, value: state.token } : undefined),
    set: () => undefined,
    delete: () => undefined,
  }),
  headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.7' }),
}))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))

const csv = await import('@/app/backoffice/orders.csv/route')
const invoice = await import('@/app/backoffice/orders/[number]/invoices/[invoice]/route')
const status = await import('@/lib/api/backoffice/actions/change-order-status')
const cancel = await import('@/lib/api/backoffice/actions/cancel-order')
const staffAdmin = await import('@/lib/api/backoffice/actions/staff-admin')
const accept = await import('@/lib/api/backoffice/actions/accept-invitation')
const erase = await import('@/lib/api/backoffice/actions/erase-customer')

let handle: DbHandle
let number = ''
const tokens = {} as Record<StaffRole, string>
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
  for (const role of ['owner', 'production', 'support'] as const) {
    const id = await createStaffAccount(
      handle.db,
      `${role}-${randomUUID().slice(0, 6)}@example.com`,
      'pw',
      role,
    )
    tokens[role] = (await createStaffSession(handle.db, id, 'full')).token
  }
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  number = (
    await placeOrder(handle.db, parsedCheckout({ email: 'roles@example.com' }), {
      owner: { visitorKey },
      brand: 'card',
      locale: 'de-DE',
    })
  ).order.number
}, 180_000)
afterAll(async () => handle.close())

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

/** What a server action ended in: Next's 403/404 fallback, a redirect (with its target) or nothing. */
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work
    return 'returned'
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;')) return digest.split(';')[1] ?? ''
    if (digest.startsWith('NEXT_REDIRECT')) return `redirect ${digest.split(';')[2]}`
    throw error
  }
}

async function unchanged(work: () => Promise<void>) {
  const before = await dbFingerprint(handle.db)
  await work()
  expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
}

describe('back-office permissions against forged requests', () => {
  it('refuses production the money, the export and cancelling; support the money actions and the team', async () => {
    await unchanged(async () => {
      state.token = tokens.production
      const exported = await csv.GET(new Request(`http://x/backoffice/orders.csv`) as never)
      expect(exported.status).toBe(403)
      expect(await exported.text()).toContain('Berechtigung')
      const pdf = await invoice.GET(new Request('http://x'), {
        params: Promise.resolve({ number, invoice: 'RE-2026-000001' }),
      })
      expect(pdf.status).toBe(403)
      expect(await outcome(cancel.cancelOrderAction(form({ number, reason: 'shop', confirm: 'yes' })))).toBe(
        '403',
      )
      expect(await outcome(status.changeOrderStatusAction(form({ number, to: 'cancelled' })))).toBe('403')
      expect(await outcome(status.changeOrderStatusAction(form({ number, to: 'paid' })))).toBe('403')

      state.token = tokens.support
      expect(await outcome(status.changeOrderStatusAction(form({ number, to: 'paid' })))).toBe('403')
      expect(await outcome(status.changeOrderStatusAction(form({ number, to: 'in_production' })))).toBe('403')
      expect(
        await outcome(
          staffAdmin.inviteStaffAction(form({ email: 'evil@example.com', name: 'Eve', role: 'owner' })),
        ),
      ).toBe('403')
      expect(
        await outcome(staffAdmin.changeStaffRoleAction(form({ member: randomUUID(), role: 'owner' }))),
      ).toBe('403')
      expect(
        await outcome(staffAdmin.removeStaffAction(form({ member: randomUUID(), confirm: 'yes' }))),
      ).toBe('403')
      expect(await outcome(staffAdmin.resetStaffFactorAction(form({ member: randomUUID() })))).toBe('403')
      expect(
        await outcome(
          erase.eraseCustomerAction(form({ customer: randomUUID(), confirmEmail: 'a@example.com' })),
        ),
      ).toBe('403')
      const exportBySupport = await csv.GET(new Request(`http://x/backoffice/orders.csv`) as never)
      expect(exportBySupport.status).toBe(403)
    })
  })

  it('answers 404 without a session, and a cancellation without reason or confirmation writes nothing', async () => {
    await unchanged(async () => {
      state.token = ''
      expect((await csv.GET(new Request('http://x/backoffice/orders.csv') as never)).status).toBe(404)
      expect(await outcome(cancel.cancelOrderAction(form({ number, reason: 'shop', confirm: 'yes' })))).toBe(
        '404',
      )
      expect(
        await outcome(
          staffAdmin.inviteStaffAction(form({ email: 'a@example.com', name: 'A', role: 'owner' })),
        ),
      ).toBe('404')
      state.token = tokens.owner
      expect(await outcome(cancel.cancelOrderAction(form({ number, reason: 'shop' })))).toMatch(/cancelInput/)
      expect(
        await outcome(cancel.cancelOrderAction(form({ number, reason: 'bored', confirm: 'yes' }))),
      ).toMatch(/cancelInput/)
      expect(
        await outcome(
          cancel.cancelOrderAction(form({ number: "KS-1' or '1'='1", reason: 'shop', confirm: 'yes' })),
        ),
      ).toBe('404')
      expect(
        await outcome(staffAdmin.inviteStaffAction(form({ email: '<script>@x', name: 'A', role: 'owner' }))),
      ).toMatch(/inviteInput/)
      expect(
        await outcome(
          staffAdmin.inviteStaffAction(form({ email: 'a@example.com', name: 'Anna', role: 'root' })),
        ),
      ).toMatch(/inviteInput/)
      expect(
        await outcome(staffAdmin.changeStaffRoleAction(form({ member: 'not-a-uuid', role: 'owner' }))),
      ).toMatch(/staffNotFound/)
      expect(await outcome(staffAdmin.removeStaffAction(form({ member: randomUUID() })))).toMatch(
        /removeConfirm/,
      )
    })
  })

  it('lets a forged or guessed invitation token in nowhere', async () => {
    await unchanged(async () => {
      state.token = ''
      for (const token of ['', 'x', 'A'.repeat(43), '../../login', `${'A'.repeat(42)}'`])
        expect(
          await outcome(
            accept.acceptInvitationAction(form({ token, name: 'Mallory', password: 'long enough pw' })),
          ),
        ).toBe('redirect /backoffice/login')
    })
  })
})
