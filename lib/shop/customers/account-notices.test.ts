import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginThrottle } from '@/lib/auth/throttle'
import { customers, customerSessions } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { changeCustomerEmail, changeCustomerPassword, verifyCustomerEmail } from './customer-data'
import type { CustomerDeps } from './deps'
import { undoEmailChange } from './email-undo'
import { logInCustomer } from './log-in'
import { resetCustomerPassword } from './password-reset'
import { mailsTo, PASSWORD, signedInCustomer, testDeps, tokenFromMail } from './testing/customer-test-kit'

/** Issue 24 point 8: "a notice to the old address after an e-mail or password change". */
let handle: DbHandle
let deps: CustomerDeps
beforeAll(async () => {
  handle = await openTestDb()
  deps = testDeps(handle.db)
})
afterAll(() => handle.close())

const logIn = (email: string, password: string) =>
  logInCustomer(
    deps,
    { email, password },
    {
      locale: 'de-DE',
      visitorKey: null,
      address: 'x',
      headers: new Headers(),
      throttle: createLoginThrottle(),
    },
  )

async function errorKey(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  return error instanceof ShopError ? error.options.key : undefined
}

describe('security notices', () => {
  it('tells the account address about a password change, with a way to reset it', async () => {
    const { headers } = await signedInCustomer(deps, 'pw-notice@example.com')
    // Even a mailbox whose quota of requested mails is used up gets the notice.
    for (let i = 0; i < 10; i++)
      await resetCustomerPassword(deps, { email: 'pw-notice@example.com' }, 'de-DE')
    await changeCustomerPassword(
      deps,
      { currentPassword: PASSWORD, newPassword: 'a completely new passphrase' },
      { headers, locale: 'de-DE' },
    )
    const [notice] = await mailsTo(handle.db, 'pw-notice@example.com')
    expect(notice?.subject).toBe('Ihr Passwort bei Kartenstudio wurde geändert')
    expect(notice?.textBody).toContain('Das waren nicht Sie?')
    expect(notice?.textBody).toContain('/de/kundenkonto/passwort-vergessen/')
  })

  it('sends the notice after a reset by link too', async () => {
    await signedInCustomer(deps, 'reset-notice@example.com')
    await resetCustomerPassword(deps, { email: 'reset-notice@example.com' }, 'de-DE')
    const token = await tokenFromMail(handle.db, 'reset-notice@example.com', 'passwort-neu')
    await resetCustomerPassword(deps, { token, password: 'a completely new passphrase' }, 'de-DE')
    const [notice] = await mailsTo(handle.db, 'reset-notice@example.com')
    expect(notice?.subject).toBe('Ihr Passwort bei Kartenstudio wurde geändert')
  })

  it('tells the old address about an e-mail change, and its link undoes it and locks the account', async () => {
    const { customer, headers } = await signedInCustomer(deps, 'owner@example.com')
    await changeCustomerEmail(
      deps,
      { newEmail: 'thief@example.com', password: PASSWORD },
      { headers, locale: 'de-DE' },
    )
    expect(await mailsTo(handle.db, 'owner@example.com')).toHaveLength(1) // only the sign-up link so far
    const verify = await tokenFromMail(handle.db, 'thief@example.com', 'bestaetigen')
    await verifyCustomerEmail(deps, verify, { headers: new Headers(), locale: 'de-DE' })
    const [notice] = await mailsTo(handle.db, 'owner@example.com')
    expect(notice?.subject).toBe('Die E-Mail-Adresse Ihres Kundenkontos bei Kartenstudio wurde geändert')
    expect(notice?.textBody).toContain('thief@example.com')
    const undo = await tokenFromMail(handle.db, 'owner@example.com', 'adresse-zurueck')

    expect(await undoEmailChange(deps, undo, 'de-DE')).toEqual({ status: 'restored' })
    const [row] = await handle.db.select().from(customers).where(eq(customers.id, customer.id))
    expect(row).toMatchObject({ email: 'owner@example.com', emailVerified: true })
    expect(
      await handle.db.select().from(customerSessions).where(eq(customerSessions.userId, customer.id)),
    ).toEqual([])
    // Whoever changed the address knew the password: it no longer works, for either address.
    expect(await errorKey(logIn('owner@example.com', PASSWORD))).toBe('log-in error')
    expect(await errorKey(logIn('thief@example.com', PASSWORD))).toBe('log-in error')
    // The owner sets a new one with the link that went to the old address.
    const reset = await tokenFromMail(handle.db, 'owner@example.com', 'passwort-neu')
    await resetCustomerPassword(deps, { token: reset, password: 'my own passphrase again' }, 'de-DE')
    expect((await logIn('owner@example.com', 'my own passphrase again')).customer.email).toBe(
      'owner@example.com',
    )
    // The link undoes that one change once.
    expect(await errorKey(undoEmailChange(deps, undo, 'de-DE'))).toBe('invalid link')
  })

  it('refuses a forged or tampered undo link', async () => {
    expect(await errorKey(undoEmailChange(deps, 'not-a-token.at-all-really', 'de-DE'))).toBe('invalid link')
  })
})
