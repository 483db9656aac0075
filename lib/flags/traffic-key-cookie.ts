import 'server-only'
import { cookies } from 'next/headers'
import { SESSION_ABSOLUTE_SECONDS } from '@/lib/auth/session-policy'
import { CONSENT_COOKIE, flagConsentStatus, parseConsent } from '@/lib/consent/consent'
import { env } from '@/lib/env'
import { CUSTOMER_KEY_COOKIE } from '@/lib/visitor/visitor-key'
import { customerTrafficId, reportUserKeyChange, trafficKeyFrom, type UserKeyChange } from './traffic-key'

/**
 * Switches the traffic key at login (to the customer's traffic id) and logout (back to the visitor's
 * traffic id) in a route handler or server action, and reports the change. Readable by the browser
 * flag client, like the visitor's traffic id; it lives no longer than the longest session.
 */
export async function switchTrafficKey(customerId: string | null, reason: UserKeyChange['reason']) {
  const store = await cookies()
  const read = (name: string) => store.get(name)?.value
  const from = trafficKeyFrom(read)
  if (customerId) {
    store.set(CUSTOMER_KEY_COOKIE, customerTrafficId(customerId), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: env().COOKIE_SECURE,
      maxAge: SESSION_ABSOLUTE_SECONDS,
    })
  } else if (read(CUSTOMER_KEY_COOKIE) !== undefined) {
    store.delete(CUSTOMER_KEY_COOKIE)
  }
  const to = trafficKeyFrom((name) =>
    name === CUSTOMER_KEY_COOKIE ? (customerId ? customerTrafficId(customerId) : undefined) : read(name),
  )
  reportUserKeyChange({ from, to, reason }, flagConsentStatus(parseConsent(read(CONSENT_COOKIE))))
}
