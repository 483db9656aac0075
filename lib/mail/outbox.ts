import { eq } from 'drizzle-orm'
import type { Db } from '@/lib/db/types'
import { mailOutbox } from '@/lib/db/schema'
import { outgoingMailSchema, type OutgoingMail } from './schema'

export interface EnqueueResult {
  id: string
  /** False when a message with this key was queued before (a retried request); nothing was added. */
  created: boolean
}

/**
 * Queues a message. Pass the transaction of the change the message reports (placing an order, signing
 * up), so the message exists exactly when the change does; the worker sends it after commit.
 */
export async function enqueueMail(db: Db, input: OutgoingMail): Promise<EnqueueResult> {
  const mail = outgoingMailSchema.parse(input)
  const inserted = await db
    .insert(mailOutbox)
    .values({
      messageKey: mail.messageKey,
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments,
      brand: mail.brand,
      locale: mail.locale,
    })
    .onConflictDoNothing({ target: mailOutbox.messageKey })
    .returning({ id: mailOutbox.id })
  const row = inserted[0]
  if (row) return { id: row.id, created: true }
  const [existing] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.messageKey, mail.messageKey))
  if (!existing) throw new Error(`Outbox message ${mail.messageKey} vanished between insert and read`)
  return { id: existing.id, created: false }
}
