import { eq } from 'drizzle-orm'
import { mailOutbox } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * The browser tests' stand-in for an SMTP server that refused an order's confirmation on every try:
 * the outbox row ends as `failed`, so the back office shows "send again". Only the E2E fixture route
 * (app/backoffice/test-fixtures/fail-mail) calls it; returns how many rows it changed.
 */
export async function failOrderConfirmationMail(db: Db, orderNumber: string): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'failed', attempts: 8, lastError: '421 SMTP not available (test fixture)' })
    .where(eq(mailOutbox.messageKey, `order-confirmation:${orderNumber}`))
    .returning({ id: mailOutbox.id })
  return rows.length
}
