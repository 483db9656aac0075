import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, sqlList } from './shared'

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'stored', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export interface MailAttachment {
  filename: string
  contentType: string
  /** Base64; attachments are small documents (invoices), kept with the message until it is sent. */
  contentBase64: string
}

/**
 * An attachment drawn only when the message is sent ("invoice:RE-2026-000123"), so the transaction
 * that queues the message stays fast and the outbox row small; lib/mail/worker.ts renders it.
 */
export interface MailAttachmentRef {
  filename: string
  contentType: string
  ref: string
}

export type StoredMailAttachment = MailAttachment | MailAttachmentRef

/**
 * The e-mail outbox (transactional outbox pattern): a message is written in the same transaction as the
 * change it reports (an order, a sign-up), and a background worker sends it. `sent` went to SMTP;
 * `stored` means no SMTP is configured and the message is only kept for the development mail viewer.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Caller's idempotency key ("order-confirmation:K-100234"): the same message is queued once. */
    messageKey: text('message_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments')
      .$type<StoredMailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Brand and locale the message was written for: the viewer and the staff outbox filter by them. */
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in (${sqlList(MAIL_STATUSES)})`),
    check('mail_outbox_attempts', sql`${t.attempts} >= 0`),
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recipient').on(t.recipient),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
