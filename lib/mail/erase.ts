import { and, inArray, sql } from 'drizzle-orm'
import { mailOutbox } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/** What a sent message keeps once its recipient is erased: that it was sent, when, and its key. */
export const ERASED_MAIL = { subject: '(gelöscht)', body: '' } as const

/**
 * Account deletion (GDPR art. 17) for the outbox: messages to the address that were not sent yet are
 * dropped (nothing more goes out to a deleted account), and sent or stored ones lose recipient,
 * subject, bodies and attachments. The row stays with its message key, so an idempotent caller can
 * never queue the same message again, and the back office still sees that it went out.
 */
export async function eraseMailTo(tx: Db, email: string, replacement: string): Promise<void> {
  const to = sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`
  await tx.delete(mailOutbox).where(and(to, inArray(mailOutbox.status, ['queued', 'sending', 'failed'])))
  await tx
    .update(mailOutbox)
    .set({
      recipient: replacement,
      subject: ERASED_MAIL.subject,
      textBody: ERASED_MAIL.body,
      htmlBody: ERASED_MAIL.body,
      attachments: [],
      lastError: null,
    })
    .where(to)
}
