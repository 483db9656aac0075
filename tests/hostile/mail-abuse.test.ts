import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { customers, newsletterVouchers } from '@/lib/db/schema'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { MAIL_REQUEST_LIMITS } from '@/lib/mail/request-limits'
import { mailsTo, signedInCustomer, tokenFromMail } from '@/lib/shop/customers/testing/customer-test-kit'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { customerRouteDb } from './support/customer-route-db'

/**
 * Issue 24 points 3 and 6, as an attacker sends them to the real route handlers: "20 reset mails to
 * one address in seconds", "sign-up mails greet with an attacker-chosen name containing a URL" and
 * "+1/+2/+3 aliases of one mailbox got three 5 € codes".
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ deps: undefined as unknown }))
vi.mock('@/lib/api/session/customer-deps', () => ({ customerDeps: async () => state.deps }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => (state.deps as CustomerDeps).db,
}))
vi.mock('@/lib/visitor/server', () => ({ readVisitorKey: async () => null }))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => {} }))

const reset = await import('@/app/web-api/customer-password-reset/route')
const signup = await import('@/app/web-api/customer-signup/route')
const subscribe = await import('@/app/web-api/newsletter-subscribe/route')
const confirm = await import('@/app/web-api/newsletter-confirm/route')

const routes = customerRouteDb(state)

function post(path: string, body: unknown, client: string): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      locale: 'de-DE',
      [CLIENT_ADDRESS_HEADER]: client,
    },
    body: JSON.stringify(body),
  })
}

describe('mail on request cannot be turned against people', () => {
  it('20 reset requests for one address from many clients send it a handful of mails', async () => {
    await signedInCustomer(routes.deps, 'bombed@example.com')
    const before = (await mailsTo(routes.db, 'bombed@example.com')).length
    for (let i = 0; i < 20; i++) {
      const response = await reset.POST(
        post('/web-api/customer-password-reset', { email: 'bombed@example.com' }, `198.51.100.${i}`),
      )
      expect(response.status).toBe(200)
    }
    const sent = (await mailsTo(routes.db, 'bombed@example.com')).length - before
    expect(sent).toBe(MAIL_REQUEST_LIMITS.perRecipient.limit - before)
  })

  it('one client spraying reset requests over many addresses gets a 429 that names no address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < MAIL_REQUEST_LIMITS.perClient.limit; i++) {
      const response = await reset.POST(
        post('/web-api/customer-password-reset', { email: `spray-${i}@example.com` }, '203.0.113.99'),
      )
      statuses.push(response.status)
    }
    expect(statuses.every((s) => s === 200)).toBe(true)
    const last = await reset.POST(
      post('/web-api/customer-password-reset', { email: 'bombed@example.com' }, '203.0.113.99'),
    )
    expect(last.status).toBe(429)
    const body = JSON.stringify(await last.json())
    expect(body).toContain('Bitte warten Sie')
    expect(body).not.toContain('bombed')
  })

  it('refuses a sign-up whose name carries a link, and mails nobody', async () => {
    const response = await signup.POST(
      post(
        '/web-api/customer-signup',
        {
          email: 'greeted@example.com',
          password: 'ein langer sicherer Satz',
          firstName: 'Gewinn abholen: evil.example/preis',
          lastName: 'X',
        },
        '203.0.113.5',
      ),
    )
    expect(response.status).toBe(400)
    expect(await mailsTo(routes.db, 'greeted@example.com')).toHaveLength(0)
    expect(
      await routes.db.select().from(customers).where(eq(customers.email, 'greeted@example.com')),
    ).toEqual([])
  })

  it('gives +1/+2/+3 aliases of one mailbox one newsletter voucher', async () => {
    const statuses: boolean[] = []
    for (const alias of ['farm+1@example.com', 'farm+2@example.com', 'farm+3@example.com']) {
      await subscribe.POST(
        post('/web-api/newsletter-subscribe', { email: alias, consent: true }, `192.0.2.${alias.length}`),
      )
      const token = await tokenFromMail(routes.db, alias, 'newsletter/bestaetigen')
      const answer = (await (
        await confirm.POST(post('/web-api/newsletter-confirm', { token }, '192.0.2.1'))
      ).json()) as {
        voucherSent?: boolean
      }
      statuses.push(answer.voucherSent === true)
    }
    expect(statuses).toEqual([true, false, false])
    const vouchers = await routes.db
      .select()
      .from(newsletterVouchers)
      .where(eq(newsletterVouchers.mailbox, 'farm@example.com'))
    expect(vouchers).toHaveLength(1)
  })
})
