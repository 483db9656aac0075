import { and, eq } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import { getSessionCookie } from 'better-auth/cookies'
import { verifyPassword } from '@/lib/auth/password-hash'
import { SESSION_COOKIE_PREFIX, sessionPastAbsoluteLimit } from '@/lib/auth/session-policy'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { customerCredentials, customerSessions } from '@/lib/db/schema'
import { toCustomerData } from './customer-view'
import type { CustomerDeps } from './deps'
import { accountError } from './errors'
import type { CustomerData } from './schema'

/**
 * The signed-in customer of a request, or null. `refresh` pushes the idle expiry forward; server
 * components pass false because they cannot write the cookie (route handlers and actions pass true).
 * A session older than the absolute limit is deleted here, however active it was.
 */
export async function currentCustomer(
  deps: CustomerDeps,
  headers: Headers,
  { refresh }: { refresh: boolean },
): Promise<CustomerData | null> {
  // Most page views come without a session cookie: answer those without running the auth endpoint
  // (about a millisecond of work per page otherwise, for a null it would return anyway).
  if (!getSessionCookie(headers, { cookiePrefix: SESSION_COOKIE_PREFIX })) return null
  let found
  try {
    found = await deps.auth.api.getSession({ headers, query: { disableRefresh: !refresh } })
  } catch (error) {
    if (isAPIError(error)) return null
    throw error
  }
  if (!found) return null
  if (sessionPastAbsoluteLimit(new Date(found.session.createdAt), new Date(deps.now()))) {
    await deps.db.delete(customerSessions).where(eq(customerSessions.token, found.session.token))
    return null
  }
  return toCustomerData(found.user)
}

export async function requireCustomer(
  deps: CustomerDeps,
  headers: Headers,
  locale: ShopLocaleCode,
): Promise<CustomerData> {
  const customer = await currentCustomer(deps, headers, { refresh: true })
  if (!customer) throw accountError('notSignedIn', locale)
  return customer
}

/** Re-authentication before sensitive changes: the current password, checked against the stored hash. */
export async function confirmPassword(
  deps: CustomerDeps,
  customerId: string,
  password: string,
  locale: ShopLocaleCode,
): Promise<void> {
  const [credential] = await deps.db
    .select({ hash: customerCredentials.password })
    .from(customerCredentials)
    .where(and(eq(customerCredentials.userId, customerId), eq(customerCredentials.providerId, 'credential')))
  const ok = credential?.hash ? await verifyPassword({ hash: credential.hash, password }) : false
  if (!ok) throw accountError('wrongPassword', locale, { field: 'password' })
}
