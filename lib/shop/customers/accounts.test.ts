import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginThrottle } from '@/lib/auth/throttle'
import { authVerifications, customerCredentials, customers, customerSessions } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import {
  changeCustomerEmail,
  changeCustomerPassword,
  deleteCustomerAccount,
  updateCustomerNames,
  verifyCustomerEmail,
} from './customer-data'
import type { CustomerDeps } from './deps'
import { logInCustomer, logOutCustomer } from './log-in'
import { resetCustomerPassword } from './password-reset'
import { currentCustomer } from './session'
import { signUpCustomer } from './sign-up'
import {
  cookieHeaders,
  mailsTo,
  PASSWORD,
  signedInCustomer,
  testDeps,
  tokenFromMail,
} from './testing/customer-test-kit'

let handle: DbHandle
let deps: CustomerDeps
beforeAll(async () => {
  handle = await openTestDb()
  deps = testDeps(handle.db)
})
afterAll(() => handle.close())

const scope = { brand: 'card' as const, locale: 'de-DE' as const, visitorKey: null }
const logIn = (email: string, password: string, throttle = createLoginThrottle()) =>
  logInCustomer(
    deps,
    { email, password },
    { locale: 'de-DE', visitorKey: null, address: 'a', headers: new Headers(), throttle },
  )

async function keyOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ShopError) return error.options.key
    throw error
  }
  return undefined
}

describe('sign-up, confirmation and login', () => {
  it('stores an Argon2id hash, sends the link, refuses login until confirmed', async () => {
    const email = 'new@example.com'
    await signUpCustomer(
      deps,
      { email: ' New@Example.com ', password: PASSWORD, firstName: 'Ada', lastName: 'L' },
      scope,
    )
    const [row] = await handle.db.select().from(customers).where(eq(customers.email, email))
    expect(row).toMatchObject({ firstName: 'Ada', emailVerified: false, brand: 'card', locale: 'de-DE' })
    const [credential] = await handle.db
      .select()
      .from(customerCredentials)
      .where(eq(customerCredentials.userId, row!.id))
    expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    const [mail] = await mailsTo(handle.db, email)
    expect(mail?.textBody).toContain('http://localhost:3000/de/kundenkonto/bestaetigen/?token=')

    expect(await keyOf(logIn(email, PASSWORD))).toBe('e-mail not verified')
    await verifyCustomerEmail(deps, await tokenFromMail(handle.db, email, 'bestaetigen'), {
      headers: new Headers(),
      locale: 'de-DE',
    })
    const login = await logIn(email, PASSWORD)
    expect(login.customer).toMatchObject({ email, emailVerified: true })
    expect(login.setCookie).toMatch(/HttpOnly/i)
    expect(login.setCookie).toMatch(/SameSite=Lax/i)
  })

  it('answers a second sign-up with the same address the same way and changes nothing', async () => {
    const email = 'twice@example.com'
    const first = await signUpCustomer(
      deps,
      { email, password: PASSWORD, firstName: 'A', lastName: 'B' },
      scope,
    )
    const second = await signUpCustomer(
      deps,
      { email, password: 'another long password', firstName: 'X', lastName: 'Y' },
      scope,
    )
    expect(second).toEqual(first)
    const rows = await handle.db.select().from(customers).where(eq(customers.email, email))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.firstName).toBe('A')
    const subjects = (await mailsTo(handle.db, email)).map((m) => m.subject)
    expect(subjects.some((s) => s.startsWith('Ihr Kundenkonto'))).toBe(true)
  })

  it('gives one log-in error for a wrong password and an unknown address', async () => {
    await signedInCustomer(deps, 'known@example.com')
    expect(await keyOf(logIn('known@example.com', 'wrong password here'))).toBe('log-in error')
    expect(await keyOf(logIn('nobody@example.com', 'wrong password here'))).toBe('log-in error')
  })

  it('throttles after 5 failures per account, then backs off', async () => {
    const throttle = createLoginThrottle()
    await signedInCustomer(deps, 'target@example.com')
    for (let i = 0; i < 5; i++)
      expect(await keyOf(logIn('target@example.com', `guess-${i}-xxxx`, throttle))).toBe('log-in error')
    expect(await keyOf(logIn('target@example.com', PASSWORD, throttle))).toBe('log-in throttled')
  })

  it('creates a new session per login and deletes it at logout', async () => {
    const { customer, headers } = await signedInCustomer(deps, 'sessions@example.com')
    const second = await logIn('sessions@example.com', PASSWORD)
    const sessions = await handle.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.userId, customer.id))
    expect(new Set(sessions.map((s) => s.token)).size).toBe(2)
    expect(second.setCookie).not.toContain(headers.get('cookie') ?? 'none')
    expect(await currentCustomer(deps, headers, { refresh: true })).toMatchObject({ id: customer.id })
    await logOutCustomer(deps, headers)
    expect(await currentCustomer(deps, headers, { refresh: true })).toBeNull()
    expect(
      await handle.db.select().from(customerSessions).where(eq(customerSessions.userId, customer.id)),
    ).toHaveLength(1)
  })

  it('ends a session past the absolute limit however active', async () => {
    const { headers } = await signedInCustomer(deps, 'old@example.com')
    const later = testDeps(handle.db, { auth: deps.auth, now: () => Date.now() + 31 * 24 * 3600_000 })
    expect(await currentCustomer(later, headers, { refresh: false })).toBeNull()
    expect(await currentCustomer(deps, headers, { refresh: false })).toBeNull()
  })
})

describe('password reset', () => {
  it('sends a single-use link, answers the same for unknown addresses', async () => {
    await signedInCustomer(deps, 'reset@example.com')
    expect(await resetCustomerPassword(deps, { email: 'reset@example.com' }, 'de-DE')).toEqual({
      status: 'link-sent',
    })
    expect(await resetCustomerPassword(deps, { email: 'ghost@example.com' }, 'de-DE')).toEqual({
      status: 'link-sent',
    })
    expect(await mailsTo(handle.db, 'ghost@example.com')).toHaveLength(0)
    const token = await tokenFromMail(handle.db, 'reset@example.com', 'passwort-neu')
    await resetCustomerPassword(deps, { token, password: 'a brand new passphrase' }, 'de-DE')
    expect(
      await keyOf(resetCustomerPassword(deps, { token, password: 'yet another passphrase' }, 'de-DE')),
    ).toBe('password-reset error')
    expect((await logIn('reset@example.com', 'a brand new passphrase')).customer.email).toBe(
      'reset@example.com',
    )
  })

  it('refuses an expired link', async () => {
    await signedInCustomer(deps, 'expired@example.com')
    await resetCustomerPassword(deps, { email: 'expired@example.com' }, 'de-DE')
    const token = await tokenFromMail(handle.db, 'expired@example.com', 'passwort-neu')
    const { authVerifications } = await import('@/lib/db/schema')
    await handle.db.update(authVerifications).set({ expiresAt: new Date(Date.now() - 1000) })
    expect(
      await keyOf(resetCustomerPassword(deps, { token, password: 'a brand new passphrase' }, 'de-DE')),
    ).toBe('password-reset error')
  })
})

describe('password reset links', () => {
  async function resetTokens(email: string): Promise<string[]> {
    return (await mailsTo(handle.db, email)).flatMap((mail) => {
      const match = mail.textBody.match(/passwort-neu\S*[?&]token=([^\s&]+)/)
      return match?.[1] ? [decodeURIComponent(match[1])] : []
    })
  }
  const resetWith = (token: string) =>
    keyOf(resetCustomerPassword(deps, { token, password: `new passphrase ${token.slice(0, 6)}` }, 'de-DE'))

  it('keeps only the newest link alive, and a reset ends every other one', async () => {
    const { customer } = await signedInCustomer(deps, 'links@example.com')
    for (let i = 0; i < 3; i++) await resetCustomerPassword(deps, { email: 'links@example.com' }, 'de-DE')
    const [newest, ...earlier] = await resetTokens('links@example.com')
    expect(earlier).toHaveLength(2)
    for (const token of earlier) expect(await resetWith(token)).toBe('password-reset error')

    // A link that outlived its mail (made directly here) dies with the successful reset.
    await handle.db.insert(authVerifications).values({
      id: randomUUID(),
      identifier: 'reset-password:left-over-link-token',
      value: customer.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    expect(await resetWith(newest!)).toBeUndefined()
    expect(await resetWith('left-over-link-token')).toBe('password-reset error')
  })

  it("clears the account's login throttle", async () => {
    const throttle = createLoginThrottle()
    await signedInCustomer(deps, 'locked@example.com')
    for (let i = 0; i < 6; i++) await keyOf(logIn('locked@example.com', `guess-${i}-xxxx`, throttle))
    expect(await keyOf(logIn('locked@example.com', PASSWORD, throttle))).toBe('log-in throttled')
    await resetCustomerPassword(deps, { email: 'locked@example.com' }, 'de-DE')
    const token = await tokenFromMail(handle.db, 'locked@example.com', 'passwort-neu')
    await resetCustomerPassword(deps, { token, password: 'my fresh passphrase' }, 'de-DE', { throttle })
    // From another address: the guesser's address stays throttled, only the account's counter goes.
    const login = await logInCustomer(
      deps,
      { email: 'locked@example.com', password: 'my fresh passphrase' },
      { locale: 'de-DE', visitorKey: null, address: 'owner', headers: new Headers(), throttle },
    )
    expect(login.customer.email).toBe('locked@example.com')
  })
})

describe('personal data', () => {
  it('changes names, password (re-authenticated) and e-mail after confirmation', async () => {
    const { headers } = await signedInCustomer(deps, 'edit@example.com')
    let s = { headers, locale: 'de-DE' as const }
    expect(
      await updateCustomerNames(deps, { firstName: '<b>Grace</b>', lastName: 'Hopper' }, s),
    ).toMatchObject({ firstName: '<b>Grace</b>' })
    expect(
      await keyOf(
        changeCustomerPassword(
          deps,
          { currentPassword: 'not my password', newPassword: 'fresh long passphrase' },
          s,
        ),
      ),
    ).toBe('wrong password')
    const changed = await changeCustomerPassword(
      deps,
      { currentPassword: PASSWORD, newPassword: 'fresh long passphrase' },
      s,
    )
    expect(await currentCustomer(deps, headers, { refresh: false })).toBeNull()
    s = { ...s, headers: cookieHeaders(changed.setCookie) }
    expect(
      await keyOf(changeCustomerEmail(deps, { newEmail: 'edited@example.com', password: 'wrong one!' }, s)),
    ).toBe('wrong password')
    await changeCustomerEmail(deps, { newEmail: 'edited@example.com', password: 'fresh long passphrase' }, s)
    const token = await tokenFromMail(handle.db, 'edited@example.com', 'bestaetigen')
    await verifyCustomerEmail(deps, token, s)
    expect((await logIn('edited@example.com', 'fresh long passphrase')).customer.email).toBe(
      'edited@example.com',
    )
  })

  it('deletes the account with its sessions after re-authentication', async () => {
    const { customer, headers } = await signedInCustomer(deps, 'delete@example.com')
    const s = { headers, locale: 'de-DE' as const }
    expect(await keyOf(deleteCustomerAccount(deps, { password: 'wrong password' }, s))).toBe('wrong password')
    await deleteCustomerAccount(deps, { password: PASSWORD }, s)
    expect(await handle.db.select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(0)
    expect(
      await handle.db.select().from(customerSessions).where(eq(customerSessions.userId, customer.id)),
    ).toHaveLength(0)
    expect(await currentCustomer(deps, headers, { refresh: true })).toBeNull()
  })
})
