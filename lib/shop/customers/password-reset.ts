import { isAPIError } from 'better-auth/api'
import { withMinimumDuration } from '@/lib/auth/timing'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { CustomerDeps } from './deps'
import { accountError } from './errors'
import { passwordResetInputSchema, type PasswordResetInput } from './schema'

export type PasswordResetResult = { status: 'link-sent' } | { status: 'password-changed' }

/**
 * Step 1 ({email}): e-mails a single-use link valid for an hour, if an account exists; the answer is
 * the same either way. Step 2 ({token, password}): sets the new password, deletes the token and ends
 * every session of the account.
 */
export async function resetCustomerPassword(
  deps: CustomerDeps,
  input: PasswordResetInput,
  locale: ShopLocaleCode,
): Promise<PasswordResetResult> {
  const data = passwordResetInputSchema.parse(input)
  if (data.email !== undefined) {
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
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword: password } })
  } catch (error) {
    if (isAPIError(error)) throw accountError('passwordReset', locale, { field: 'token' })
    throw error
  }
  return { status: 'password-changed' }
}
