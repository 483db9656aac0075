import { eq } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import { loginThrottle, type LoginThrottle } from '@/lib/auth/throttle'
import { withMinimumDuration } from '@/lib/auth/timing'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { customers } from '@/lib/db/schema'
import { sendPasswordChangedNotice } from './account-notices'
import type { CustomerDeps } from './deps'
import { accountError } from './errors'
import { accountThrottleKey } from './log-in'
import { guardMailRequest } from './mail-requests'
import { dropResetLinks, resetLinkOwner } from './reset-links'
import { passwordResetInputSchema, type PasswordResetInput } from './schema'

export type PasswordResetResult = { status: 'link-sent' } | { status: 'password-changed' }

export interface ResetScope {
  /** The client address (clientAddress in lib/http/rate-limit.ts), for the limit on link requests. */
  client?: string
  /** The login throttle to clear; the process-wide one when absent. */
  throttle?: LoginThrottle
}

/**
 * Step 1 ({email}): e-mails a single-use link valid for an hour, if an account exists; the answer is
 * the same either way, and the new link replaces earlier ones (account-mails.ts). Step 2 ({token,
 * password}): sets the new password, ends every session and every other reset link of the account, and
 * clears the account's login throttle (whoever guessed at it, the owner has just proved who they are).
 */
export async function resetCustomerPassword(
  deps: CustomerDeps,
  input: PasswordResetInput,
  locale: ShopLocaleCode,
  scope: ResetScope = {},
): Promise<PasswordResetResult> {
  const data = passwordResetInputSchema.parse(input)
  if (data.email !== undefined) {
    await guardMailRequest(deps, 'password-reset', scope.client, locale)
    const email = data.email
    await withMinimumDuration(deps.answerFloorMs, async () => {
      try {
        await deps.auth.api.requestPasswordReset({ body: { email } })
      } catch (error) {
        // Nothing about the address may leak through an error either.
        if (!isAPIError(error)) throw error
      }
    })
    return { status: 'link-sent' }
  }
  const { token, password } = data
  if (!token || !password) throw accountError('passwordReset', locale, { field: 'token' })
  const customerId = await resetLinkOwner(deps.db, token)
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword: password } })
  } catch (error) {
    if (isAPIError(error)) throw accountError('passwordReset', locale, { field: 'token' })
    throw error
  }
  // better-auth found the link, so it had an owner; the guard only narrows the type.
  if (customerId) {
    await dropResetLinks(deps.db, customerId)
    const [customer] = await deps.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, customerId))
    if (customer) await (scope.throttle ?? loginThrottle()).succeed(accountThrottleKey(customer.email))
    await sendPasswordChangedNotice(deps.db, customerId)
  }
  return { status: 'password-changed' }
}
