import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { storedBrand } from '@/lib/config/stored-values'
import {
  mailOutbox,
  type MailAttachment,
  type MailOutboxRow,
  type StoredMailAttachment,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { keepLease } from '@/lib/runtime/lease'
import { MAIL_RETRY, retryDelayMs } from './backoff'
import { mailFrom } from './sender'
import type { MailTransport } from './transport'

/**
 * A claimed message whose worker gave no sign of life for this long is claimed again (its worker
 * died); a worker still at it renews the lease every third of it (lib/runtime/lease.ts).
 */
export const MAIL_LEASE_MS = 10 * 60_000

/** Draws a referenced attachment ("invoice:RE-2026-000123") at send time; throws if it cannot. */
export type AttachmentRenderer = (db: Db, ref: string) => Promise<Uint8Array>

export interface WorkerRun {
  sent: number
  retried: number
  failed: number
}

/**
 * Claims due messages (SKIP LOCKED: concurrent workers on any number of instances never take the same
 * row), sends them, and records the outcome. A claim counts the try and sets the lease in
 * next_attempt_at, so a crash leaves the message to be retried after the lease rather than lost. Only
 * a crash between the SMTP server's acceptance and the outcome write sends a message twice: nothing
 * can make a send and a database write one step, and the Message-ID header lets receivers drop that
 * rare duplicate (ADR 0115).
 */
export async function claimDueMail(
  db: Db,
  limit: number,
  now = new Date(),
  leaseMs = MAIL_LEASE_MS,
): Promise<MailOutboxRow[]> {
  const lease = new Date(now.getTime() + leaseMs)
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['queued', 'sending']), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: lease })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: { limit?: number; now?: Date; renderAttachment?: AttachmentRenderer; leaseMs?: number } = {},
): Promise<WorkerRun> {
  const now = options.now ?? new Date()
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS
  const run: WorkerRun = { sent: 0, retried: 0, failed: 0 }
  for (const message of await claimDueMail(db, options.limit ?? 20, now, leaseMs)) {
    const lease = keepLease(() => renewMailLease(db, message, leaseMs), leaseMs / 3)
    try {
      await transport.send({
        id: message.id,
        from: mailFrom(storedBrand(message.brand)),
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        // Stored only (no SMTP): the message stays in the table and nobody receives the attachment,
        // so drawing an invoice PDF for it would only take the PDF thread from print files.
        attachments:
          transport.kind === 'store'
            ? []
            : await resolveAttachments(db, message.attachments, options.renderAttachment),
      })
      lease.stop()
      await recordMailSent(db, message, transport.kind === 'smtp' ? 'sent' : 'stored', now)
      run.sent++
    } catch (error) {
      lease.stop()
      const giveUp = message.attempts >= MAIL_RETRY.maxAttempts
      const recorded = await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'queued',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
        })
        .where(currentClaim(message))
        .returning({ id: mailOutbox.id })
      if (recorded.length === 0) continue
      if (giveUp) run.failed++
      else run.retried++
    }
  }
  return run
}

/**
 * Records a sent message. Only the claim that is still current may (same try, still sending): a
 * worker that outlived its lease must not overwrite the outcome of the one that took over. False
 * when the claim was no longer current.
 */
export async function recordMailSent(
  db: Db,
  message: MailOutboxRow,
  status: 'sent' | 'stored',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status, sentAt: now, lastError: null })
    .where(currentClaim(message))
    .returning({ id: mailOutbox.id })
  return rows.length > 0
}

/** Moves a current claim's lease on, from now. */
async function renewMailLease(db: Db, message: MailOutboxRow, leaseMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() + leaseMs) })
    .where(currentClaim(message))
}

function currentClaim(message: MailOutboxRow) {
  return and(
    eq(mailOutbox.id, message.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, message.attempts),
  )
}

/**
 * Inline attachments pass through; references are rendered now. A failure (no renderer, a broken
 * reference) fails this try like an SMTP error does, so the message is retried and finally reported
 * as failed, never sent without the attachment it promises.
 */
async function resolveAttachments(
  db: Db,
  attachments: readonly StoredMailAttachment[],
  render: AttachmentRenderer | undefined,
): Promise<MailAttachment[]> {
  return Promise.all(
    attachments.map(async (a) => {
      if (!('ref' in a)) return a
      if (!render) throw new Error(`No renderer for attachment ${a.ref}`)
      const bytes = await render(db, a.ref)
      return {
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: Buffer.from(bytes).toString('base64'),
      }
    }),
  )
}
