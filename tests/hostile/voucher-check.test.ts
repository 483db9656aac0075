import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openTestDb } from '@/lib/db/test-db'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { issueGiftVoucher } from '@/lib/shop/sales/gift-vouchers/issue'
import { newsletterVoucher } from '@/lib/shop/sales/vouchers/schema'
import { createVoucher } from '@/lib/shop/sales/vouchers/vouchers'
import { VOUCHER_CHECK_LIMIT } from '@/lib/shop/sales/vouchers/rate'

/**
 * Issue 32 point 1: /web-api/voucher tells a code's holder its value, currency, validity and rules,
 * and nothing more; guessing codes is throttled per client address as our server saw it.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))

const { POST } = await import('@/app/web-api/voucher/route')

let handle: DbHandle
let clients = 0
beforeAll(async () => {
  handle = await openTestDb()
  state.db = handle.db
})
afterAll(async () => handle.close())

/** Each test's requests come from their own address unless one is given: the limit is per client. */
function check(
  body: unknown,
  opts: { client?: string; locale?: string; channel?: string; raw?: string } = {},
) {
  return POST(
    new Request('http://localhost:3000/web-api/voucher', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        locale: opts.locale ?? 'de-DE',
        ...(opts.channel ? { channel: opts.channel } : {}),
        [CLIENT_ADDRESS_HEADER]: opts.client ?? `198.51.100.${++clients}`,
      },
      body: opts.raw ?? JSON.stringify(body),
    }),
  )
}

describe('/web-api/voucher', () => {
  it('answers a gift voucher’s balance, currency and last valid moment, whatever the case and spaces', async () => {
    const gift = await issueGiftVoucher(handle.db, {
      brand: 'card',
      locale: 'de-DE',
      currency: 'EUR',
      amount: 5_000,
      recipientName: 'Ilse',
      message: 'Geheim',
      now: new Date(),
    })
    const response = await check({ code: `  ${gift.code.toLowerCase()} ` })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      code: gift.code,
      kind: 'gift',
      currency: 'EUR',
      amount: 5_000,
      initialAmount: 5_000,
    })
    expect(body.validUntil).toBe(gift.validUntil?.toISOString())
    // The recipient, the message and the order are the buyer's business, not the checker's.
    expect(JSON.stringify(body)).not.toMatch(/Ilse|Geheim|issued/i)
  })

  it('a euro gift voucher is refused by the US shop with its currency message', async () => {
    const gift = await issueGiftVoucher(handle.db, {
      brand: 'poster',
      locale: 'de-DE',
      currency: 'EUR',
      amount: 2_500,
      now: new Date(),
    })
    const response = await check({ code: gift.code }, { locale: 'en-US', channel: 'poster' })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      error: { message: 'This voucher cannot be used in this currency.', key: 'currency' },
    })
  })

  it('a newsletter code says it is personal but never whose it is', async () => {
    await createVoucher(handle.db, newsletterVoucher('NL-PERSONAL', { email: 'erika@example.com' }))
    const response = await check({ code: 'NL-PERSONAL' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      kind: 'fixed',
      amount: 500,
      conditions: { firstOrderOnly: true, personal: true },
    })
    expect(JSON.stringify(body)).not.toContain('erika')
  })

  it.each([
    ['unknown', 'NO-SUCH-CODE', 404, 'Diesen Gutscheincode kennen wir nicht.'],
    ['expired', 'OLD-CODE', 410, 'Dieser Gutschein ist abgelaufen.'],
    ['used up', 'USED-UP', 410, 'Dieser Gutschein ist bereits aufgebraucht.'],
  ])('%s: a clear 4xx in German that tells nothing else', async (_label, code, status, message) => {
    await createVoucher(handle.db, {
      code: 'OLD-CODE',
      kind: 'fixed',
      amounts: { EUR: 500 },
      validUntil: new Date('2020-01-01T00:00:00Z'),
    }).catch(() => null)
    await createVoucher(handle.db, {
      code: 'USED-UP',
      kind: 'fixed',
      amounts: { EUR: 500 },
      maxRedemptions: 1,
    })
      .then(() => handle.db.execute(`update vouchers set redemptions = 1 where code = 'USED-UP'`))
      .catch(() => null)
    const response = await check({ code })
    expect(response.status).toBe(status)
    const body = (await response.json()) as { error: Record<string, unknown> }
    expect(body.error.message).toBe(message)
    expect(Object.keys(body.error).sort()).toEqual(['field', 'key', 'message', 'status'])
  })

  it.each([
    ['SQL in the code', { code: "X' OR '1'='1" }],
    ['a code too long', { code: 'A'.repeat(41) }],
    ['a code too short', { code: 'AB' }],
    ['a number', { code: 12345 }],
    ['an array', { code: ['GS-AAAA'] }],
    ['a balance sent along', { code: 'GS-AAAA-BBBB-CCCC-DDDD', balance: 100_000 }],
    ['no code', {}],
    ['null', null],
  ])('refuses %s with a 400 naming the field, never a 500', async (_label, body) => {
    const response = await check(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/Invalid body/)
  })

  it('refuses a body that is not JSON or too large', async () => {
    expect((await check(null, { raw: '{"code":' })).status).toBe(400)
    expect((await check(null, { raw: JSON.stringify({ code: 'A'.repeat(5000) }) })).status).toBe(413)
  })

  it('throttles one client however it rotates X-Forwarded-For, and only that client', async () => {
    const attacker = '203.0.113.7'
    const statuses: number[] = []
    for (let i = 0; i < VOUCHER_CHECK_LIMIT.limit + 5; i++) {
      const request = new Request('http://localhost:3000/web-api/voucher', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          'x-forwarded-for': `10.0.${i}.1`,
          [CLIENT_ADDRESS_HEADER]: attacker,
        },
        body: JSON.stringify({ code: `GS-GUES-S${String(i).padStart(3, '0')}-AAAA-BBBB` }),
      })
      statuses.push((await POST(request)).status)
    }
    expect(statuses.slice(0, VOUCHER_CHECK_LIMIT.limit).every((s) => s === 404)).toBe(true)
    expect(statuses.slice(VOUCHER_CHECK_LIMIT.limit).every((s) => s === 429)).toBe(true)
    const throttled = await check({ code: 'NO-SUCH-CODE' }, { client: attacker })
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await throttled.json()) as { error: { message: string } }).error.message).toContain(
      'Bitte warten Sie',
    )
    // An IPv6 attacker cannot escape by counting up the last 64 bits.
    for (let i = 0; i < VOUCHER_CHECK_LIMIT.limit; i++) {
      await check({ code: 'NO-SUCH-CODE' }, { client: `2001:db8:1:2::${i.toString(16)}` })
    }
    expect((await check({ code: 'NO-SUCH-CODE' }, { client: '2001:db8:1:2::ffff' })).status).toBe(429)
    expect((await check({ code: 'NO-SUCH-CODE' })).status).toBe(404)
  })
})
