import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { MAIL_REQUEST_LIMITS } from '@/lib/mail/request-limits'
import { ShopError } from '@/lib/shop/common/errors'
import { subscribeToNewsletter } from '@/lib/shop/customers/newsletter/subscriptions'
import type { CustomerDeps } from './deps'
import { resetCustomerPassword } from './password-reset'
import { signUpCustomer } from './sign-up'
import { mailsTo, PASSWORD, signedInCustomer, testDeps } from './testing/customer-test-kit'

/** Issue 24 point 6: "20 reset mails to one address in seconds". */
let handle: DbHandle
let deps: CustomerDeps
beforeAll(async () => {
  handle = await openTestDb()
  deps = testDeps(handle.db)
})
afterAll(() => handle.close())

const { limit } = MAIL_REQUEST_LIMITS.perRecipient

describe('mails the shop sends on request', () => {
  it('sends one mailbox a handful of reset links, however often they are asked for', async () => {
    await signedInCustomer(deps, 'victim@example.com')
    const before = (await mailsTo(handle.db, 'victim@example.com')).length
    for (let i = 0; i < 20; i++) {
      // The same answer every time: nothing tells the asker that mails stopped.
      expect(await resetCustomerPassword(deps, { email: 'victim@example.com' }, 'de-DE')).toEqual({
        status: 'link-sent',
      })
    }
    expect((await mailsTo(handle.db, 'victim@example.com')).length).toBe(limit)
    expect(before).toBe(1)
  })

  it('counts the newsletter confirmations of +tag aliases against one mailbox', async () => {
    const scope = { brand: 'card' as const, locale: 'de-DE' as const, consentText: 'Ja', now: new Date() }
    for (let i = 0; i < 20; i++) {
      await subscribeToNewsletter(
        deps.db,
        { email: `flood+${i}@example.com`, consent: true },
        {
          ...scope,
          mailLimits: deps.mailLimits,
        },
      )
    }
    let sent = 0
    for (let i = 0; i < 20; i++) sent += (await mailsTo(handle.db, `flood+${i}@example.com`)).length
    expect(sent).toBe(limit)
  })

  it('refuses a client that asks for too many mails with a 429, whatever the addresses', async () => {
    const client = '203.0.113.7'
    const { limit: perClient } = MAIL_REQUEST_LIMITS.perClient
    for (let i = 0; i < perClient; i++) {
      await resetCustomerPassword(deps, { email: `nobody-${i}@example.com` }, 'de-DE', { client })
    }
    const refused = await resetCustomerPassword(deps, { email: 'one-more@example.com' }, 'de-DE', {
      client,
    }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ShopError)
    expect(refused).toMatchObject({ status: 429, options: { key: 'too many mail requests' } })
    expect((refused as ShopError).message).toMatch(/Bitte warten Sie \d+ Sekunden/)
    // Another client, and other kinds of mail, are not held up by it.
    await resetCustomerPassword(deps, { email: 'one-more@example.com' }, 'de-DE', { client: '198.51.100.1' })
    await signUpCustomer(
      deps,
      { email: 'fresh@example.com', password: PASSWORD, firstName: 'Fritz', lastName: 'Frisch' },
      { brand: 'card', locale: 'de-DE', visitorKey: null, client },
    )
  })
})
