import { desc, eq } from 'drizzle-orm'
import { createAuth } from '@/lib/auth/auth'
import { createLoginThrottle } from '@/lib/auth/throttle'
import { mailOutbox } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { createMailRequestLimits } from '@/lib/mail/request-limits'
import { createAccountMailer } from '../account-mails'
import type { CustomerDeps } from '../deps'
import { logInCustomer } from '../log-in'
import { signUpCustomer } from '../sign-up'
import { verifyCustomerEmail } from '../customer-data'

/** Deps over a test database: no answer floor (tests measure it separately), no mail worker, own mail limits. */
export function testDeps(db: Db, overrides: Partial<CustomerDeps> = {}): CustomerDeps {
  const mailLimits = overrides.mailLimits ?? createMailRequestLimits()
  return {
    db,
    auth: createAuth(
      db,
      createAccountMailer(db, () => {}, mailLimits),
    ),
    answerFloorMs: 0,
    now: Date.now,
    mailLimits,
    ...overrides,
  }
}

export async function mailsTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(desc(mailOutbox.createdAt))
}

/** The token of the newest link to `route` (a path fragment such as "bestaetigen") in mails to `to`. */
export async function tokenFromMail(db: Db, to: string, route: string): Promise<string> {
  for (const mail of await mailsTo(db, to)) {
    const match = mail.textBody.match(new RegExp(`https?://\\S*${route}\\S*[?&]token=([^\\s&]+)`))
    if (match?.[1]) return decodeURIComponent(match[1])
  }
  throw new Error(`No ${route} link in mails to ${to}`)
}

export const PASSWORD = 'correct horse battery staple'

/** A confirmed customer; returns the session cookie of a fresh login as request headers. */
export async function signedInCustomer(deps: CustomerDeps, email: string) {
  await signUpCustomer(
    deps,
    { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    {
      brand: 'card',
      locale: 'de-DE',
      visitorKey: null,
    },
  )
  const token = await tokenFromMail(deps.db, email, 'bestaetigen')
  await verifyCustomerEmail(deps, token, { headers: new Headers(), locale: 'de-DE' })
  const login = await logInCustomer(
    deps,
    { email, password: PASSWORD },
    {
      locale: 'de-DE',
      visitorKey: null,
      address: 'test',
      headers: new Headers(),
      throttle: createLoginThrottle(),
    },
  )
  return { customer: login.customer, headers: cookieHeaders(login.setCookie) }
}

/** Turns Set-Cookie into the Cookie header of the next request. */
export function cookieHeaders(setCookie: string | null): Headers {
  const pairs = (setCookie ?? '')
    .split(/,(?=\s*[\w.-]+=)/)
    .map((part) => part.split(';')[0]?.trim())
    .filter((pair): pair is string => Boolean(pair) && !pair!.endsWith('='))
  return new Headers({ cookie: pairs.join('; ') })
}
