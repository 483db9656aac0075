import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import { hashPassword } from '@/lib/auth/password-hash'
import { authSecret } from '@/lib/auth/secret'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { customerCredentials, customers, customerSessions } from '@/lib/db/schema'
import type { CustomerDeps } from './deps'
import { readEmailUndoToken } from './email-undo-token'
import { accountError } from './errors'
import { dropResetLinks } from './reset-links'

/**
 * "This wasn't me" from the e-mail-change notice: what a shop does when an account may have been taken
 * over. The account gets the old address back, every session ends, the password (which whoever made the
 * change knows) is replaced by a random one nobody knows, pending reset links die, and a reset link
 * goes to the old address so the owner sets a new password. Only the change the link names can be
 * undone, and only while the account still has the new address. ADR 0049.
 */
export async function undoEmailChange(
  deps: CustomerDeps,
  token: string,
  locale: ShopLocaleCode,
): Promise<{ status: 'restored' }> {
  const undo = readEmailUndoToken(authSecret(), token, new Date(deps.now()))
  if (!undo) throw accountError('invalidLink', locale, { field: 'token' })
  const lockedPassword = await hashPassword(randomBytes(32).toString('base64url'))
  const restored = await deps.db.transaction(async (tx) => {
    // The old address may have gone to another account since; then only support can sort it out.
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, undo.oldEmail))
    if (taken) return false
    const [row] = await tx
      .update(customers)
      .set({ email: undo.oldEmail, emailVerified: true, updatedAt: new Date(deps.now()) })
      .where(and(eq(customers.id, undo.customerId), eq(customers.email, undo.newEmail)))
      .returning({ id: customers.id })
    if (!row) return false
    await tx.delete(customerSessions).where(eq(customerSessions.userId, row.id))
    await tx
      .update(customerCredentials)
      .set({ password: lockedPassword, updatedAt: new Date(deps.now()) })
      .where(and(eq(customerCredentials.userId, row.id), eq(customerCredentials.providerId, 'credential')))
    await dropResetLinks(tx, row.id)
    return true
  })
  if (!restored) throw accountError('invalidLink', locale, { field: 'token' })
  try {
    await deps.auth.api.requestPasswordReset({ body: { email: undo.oldEmail } })
  } catch (error) {
    // The account is secured either way; the page offers to ask for a reset link again.
    if (!isAPIError(error)) throw error
  }
  return { status: 'restored' }
}
