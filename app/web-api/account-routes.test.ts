import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { PASSWORD, testDeps, tokenFromMail } from '@/lib/shop/customers/testing/customer-test-kit'

/**
 * The account and newsletter endpoints through their route handlers: valid input, missing and
 * wrongly typed fields, unknown fields and oversized values, plus the spec's error keys.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ deps: undefined as unknown }))
vi.mock('@/lib/api/session/customer-deps', () => ({ customerDeps: async () => state.deps }))
vi.mock('@/lib/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/db/client')>()),
  getDb: async () => (state.deps as CustomerDeps).db,
}))
vi.mock('@/lib/visitor/server', () => ({ readVisitorKey: async () => null }))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => {} }))
// The traffic-key cookie needs a Next request; lib/flags/traffic-key.test.ts covers it.
vi.mock('@/lib/flags/traffic-key-cookie', () => ({ switchTrafficKey: async () => {} }))

const signup = await import('./customer-signup/route')
const login = await import('./customer-login/route')
const logout = await import('./customer-logout/route')
const reset = await import('./customer-password-reset/route')
const data = await import('./customer-data/route')
const subscribe = await import('./newsletter-subscribe/route')
const confirm = await import('./newsletter-confirm/route')

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
  state.deps = testDeps(handle.db)
})
afterAll(() => handle.close())

let ip = 0
function call(
  route: (r: Request) => Promise<Response>,
  body?: unknown,
  init: { method?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  ip += 1
  return route(
    new Request('http://localhost:3000/web-api/x', {
      method: init.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shop-client-address': `203.0.113.${ip % 250}`,
        ...init.headers,
      },
      body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    }),
  )
}

async function errorOf(response: Response) {
  return (
    (await response.json()) as { error: { status: number; message: string; field?: string; key?: string } }
  ).error
}

const person = { email: 'api@example.com', password: PASSWORD, firstName: 'Api', lastName: 'Tester' }
const huge = 'x'.repeat(10_000)

describe.each([
  ['customer-signup', () => signup.POST, { ...person, email: 'fresh@example.com' }],
  ['customer-login', () => login.POST, { email: 'a@example.com', password: 'whatever-long' }],
  ['customer-password-reset', () => reset.POST, { email: 'a@example.com' }],
  ['newsletter-subscribe', () => subscribe.POST, { email: 'nl@example.com', consent: true }],
  ['newsletter-confirm', () => confirm.POST, { token: 'a'.repeat(43) }],
])('%s refuses bad input with a 400 naming the field', (_name, route, valid) => {
  const first = Object.keys(valid)[0]!
  it('missing field', async () => {
    const { [first]: _drop, ...rest } = valid as Record<string, unknown>
    const response = await call(route(), rest)
    expect(response.status).toBe(400)
  })
  it('wrong type', async () => {
    const response = await call(route(), { ...valid, [first]: 42 })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).message).toContain(first)
  })
  it('extra field', async () => {
    const response = await call(route(), { ...valid, isAdmin: true })
    expect(response.status).toBe(400)
  })
  it('huge value', async () => {
    const response = await call(route(), { ...valid, [first]: huge })
    expect([400, 413]).toContain(response.status)
  })
  it('not JSON', async () => {
    const response = await call(route(), undefined, { raw: '{nope' })
    expect(response.status).toBe(400)
  })
})

describe('account endpoints', () => {
  it('signs up, confirms, logs in, reads and edits data, logs out', async () => {
    expect((await call(signup.POST, person)).status).toBe(200)
    const again = await call(signup.POST, person)
    expect(await again.json()).toEqual({ status: 'verification-sent' })

    const unconfirmed = await call(login.POST, { email: person.email, password: PASSWORD })
    expect(unconfirmed.status).toBe(403)
    const deps = state.deps as CustomerDeps
    const token = await tokenFromMail(deps.db, person.email, 'bestaetigen')
    await deps.auth.api.verifyEmail({ query: { token } })

    const wrong = await call(
      login.POST,
      { email: person.email, password: 'not the password' },
      { headers: { channel: 'poster', locale: 'en-US' } },
    )
    expect(wrong.status).toBe(401)
    expect(await errorOf(wrong)).toMatchObject({
      key: 'log-in error',
      message: expect.stringMatching(/password is not correct/),
    })
    const unknown = await call(login.POST, { email: 'nobody@example.com', password: 'not the password' })
    expect(await errorOf(unknown)).toMatchObject({
      key: 'log-in error',
      message: expect.stringMatching(/Passwort stimmen nicht/),
    })

    const ok = await call(login.POST, { email: person.email, password: PASSWORD })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ customer: { email: person.email, firstName: 'Api' } })
    // In Next the session cookie is written through next/headers; here we sign in directly for one.
    const { headers } = await deps.auth.api.signInEmail({
      body: { email: person.email, password: PASSWORD },
      returnHeaders: true,
    })
    const cookie = (headers.get('set-cookie') ?? '').split(';')[0]!

    const me = await call(data.GET, undefined, { method: 'GET', headers: { cookie } })
    expect(await me.json()).toMatchObject({ email: person.email })
    const edit = await call(
      data.PATCH,
      { firstName: '<script>x</script>', lastName: 'T' },
      { method: 'PATCH', headers: { cookie } },
    )
    expect(await edit.json()).toMatchObject({ firstName: '<script>x</script>' })
    const crlf = await call(
      data.PATCH,
      { firstName: 'A\r\nBcc: x@y.z', lastName: 'T' },
      { method: 'PATCH', headers: { cookie } },
    )
    expect(crlf.status).toBe(400)

    expect((await call(logout.POST, undefined, { headers: { cookie } })).status).toBe(200)
    const after = await call(data.GET, undefined, { method: 'GET', headers: { cookie } })
    expect(after.status).toBe(401)
    expect(await errorOf(after)).toMatchObject({ key: 'not signed in' })
  })

  it('throttles logins per client address with Retry-After', async () => {
    const headers = { 'x-shop-client-address': '198.51.100.77' }
    for (let i = 0; i < 5; i++) {
      const response = await call(
        login.POST,
        { email: `victim${i}@example.com`, password: 'guess guess' },
        { headers },
      )
      expect(response.status).toBe(401)
    }
    const blocked = await call(
      login.POST,
      { email: 'other@example.com', password: 'guess guess' },
      { headers },
    )
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBe('1')
  })

  it('refuses short and common passwords at sign-up', async () => {
    const short = await call(signup.POST, { ...person, email: 's@example.com', password: 'short' })
    expect(await errorOf(short)).toMatchObject({ field: 'password' })
    const common = await call(signup.POST, { ...person, email: 'c@example.com', password: 'Password123' })
    expect(await errorOf(common)).toMatchObject({
      field: 'password',
      message: expect.stringMatching(/too common/),
    })
    const long = await call(signup.POST, {
      ...person,
      email: 'l@example.com',
      password: 'äöüß'.repeat(16) + ' x',
    })
    expect(long.status).toBe(200)
  })

  it('answers a reset request the same for unknown addresses and refuses a bad token with the spec key', async () => {
    const known = await call(reset.POST, { email: person.email })
    const unknown = await call(reset.POST, { email: 'ghost@example.com' })
    expect(await known.json()).toEqual(await unknown.json())
    const bad = await call(reset.POST, { token: 'not-a-real-token-123', password: 'long enough passphrase' })
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toMatchObject({ key: 'password-reset error' })
  })
})

describe('newsletter endpoints', () => {
  it('subscribes, confirms once, and needs consent', async () => {
    expect((await call(subscribe.POST, { email: 'nl@example.com' })).status).toBe(400)
    const sub = await call(subscribe.POST, { email: 'nl@example.com', consent: true, birthday: '1990-02-30' })
    expect(await errorOf(sub)).toMatchObject({ field: 'birthday' })
    const ok = await call(subscribe.POST, {
      email: 'nl@example.com',
      consent: true,
      firstName: 'N',
      weddingDate: '2027-06-12',
    })
    expect(await ok.json()).toEqual({ status: 'confirmation-sent' })
    const token = await tokenFromMail(
      (state.deps as CustomerDeps).db,
      'nl@example.com',
      'newsletter/bestaetigen',
    )
    expect(await (await call(confirm.POST, { token })).json()).toEqual({
      status: 'confirmed',
      voucherSent: true,
    })
    expect(await (await call(confirm.POST, { token })).json()).toEqual({ status: 'invalid' })
  })
})
