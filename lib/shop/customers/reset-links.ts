import { and, eq, like, ne } from 'drizzle-orm'
import { authVerifications } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * better-auth keeps each password-reset link as a verification row "reset-password:<token>" whose value
 * is the customer id, and deletes only the row of the link that was used. The shop wants one live
 * link per account: a new link replaces the earlier ones, and a successful reset ends them all.
 */
const PREFIX = 'reset-password:'

/** The customer a reset link belongs to, if the link exists (expired or not). */
export async function resetLinkOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: authVerifications.value })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, `${PREFIX}${token}`))
  return row?.customerId ?? null
}

/** Deletes the customer's reset links except `keepToken` (the one just mailed). */
export async function dropResetLinks(db: Db, customerId: string, keepToken?: string): Promise<void> {
  await db
    .delete(authVerifications)
    .where(
      and(
        like(authVerifications.identifier, `${PREFIX}%`),
        eq(authVerifications.value, customerId),
        ...(keepToken ? [ne(authVerifications.identifier, `${PREFIX}${keepToken}`)] : []),
      ),
    )
}

/** Deletes one reset link (one that was never mailed). */
export async function dropResetLink(db: Db, token: string): Promise<void> {
  await db.delete(authVerifications).where(eq(authVerifications.identifier, `${PREFIX}${token}`))
}
