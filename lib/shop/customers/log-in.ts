import { isAPIError } from 'better-auth/api'
import { longestWaitMs, type LoginThrottle } from '@/lib/auth/throttle'
import { withMinimumDuration } from '@/lib/auth/timing'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { toCustomerData } from './customer-view'
import type { CustomerDeps } from './deps'
import { accountError } from './errors'
import './hook-registrations'
import { logInInputSchema, type CustomerData, type LogInInput } from './schema'
import { runSignedInHooks } from './signed-in-hooks'

export interface LogInScope {
  locale: ShopLocaleCode
  visitorKey: string | null
  /** The client address (lib/http/rate-limit.ts clientAddress) for the per-address throttle. */
  address: string
  headers: Headers
  throttle: LoginThrottle
}

/**
 * Logs in with e-mail and password. Every login creates a new session (a new random token: no session
 * fixation). Failures count against the account and the client address alike (lib/auth/throttle.ts),
 * whether the account exists or not, and answer with the one "log-in error".
 */
export async function logInCustomer(
  deps: CustomerDeps,
  input: LogInInput,
  scope: LogInScope,
): Promise<{ customer: CustomerData; setCookie: string | null }> {
  const { email, password } = logInInputSchema.parse(input)
  // Without a proxy-supplied address every client is "local"; throttling that would let one guesser
  // lock everybody out, so only the account counts then.
  const keys = [accountThrottleKey(email), ...(scope.address === 'local' ? [] : [`address:${scope.address}`])]
  const wait = await longestWaitMs(scope.throttle, keys, deps.now())
  if (wait > 0) throw accountError('throttled', scope.locale, { retryAfterSeconds: Math.ceil(wait / 1000) })

  try {
    const { headers, response } = await withMinimumDuration(deps.answerFloorMs, () =>
      deps.auth.api.signInEmail({ body: { email, password }, headers: scope.headers, returnHeaders: true }),
    )
    await scope.throttle.succeed(keys[0] as string)
    await runSignedInHooks(deps.db, {
      customerId: response.user.id,
      visitorKey: scope.visitorKey,
      reason: 'log-in',
    })
    return { customer: toCustomerData(response.user), setCookie: headers.get('set-cookie') }
  } catch (error) {
    if (!isAPIError(error)) throw error
    // 403 comes only after the password matched: the address is unconfirmed (the link went out again).
    if (error.statusCode === 403) throw accountError('notVerified', scope.locale)
    for (const key of keys) await scope.throttle.fail(key, deps.now())
    throw accountError('logIn', scope.locale)
  }
}

/** The login throttle's key for an account (its lower-cased address, as logInInputSchema gives it). */
export function accountThrottleKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`
}

/** Ends the session on the server (the row is deleted) and clears the cookie. Idempotent. */
export async function logOutCustomer(deps: CustomerDeps, headers: Headers): Promise<{ loggedOut: true }> {
  try {
    await deps.auth.api.signOut({ headers })
  } catch (error) {
    // No session (already logged out, cookie gone) is the state we want anyway.
    if (!isAPIError(error)) throw error
  }
  return { loggedOut: true }
}
