import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '@/lib/db/client'
import { mailOutbox, type MailOutboxRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { Env } from '@/lib/env'
import { isLoopbackClient } from '@/lib/http/client-address'
import { escapeHtml } from './layout'

/**
 * Whether the mail viewer (/dev/mail) answers at all. The outbox holds every confirmation and reset
 * link, so it exists only in development and test, and only for a browser on this machine: a client
 * the shop's server saw on a loopback socket, or any client of `npm run dev`, which listens on
 * 127.0.0.1 only (there the address is unknown). Everyone else gets the 404 of an unknown page.
 */
export function mailViewerAnswers(
  settings: Pick<Env, 'APP_ENV' | 'DEV_SERVER_LOOPBACK' | 'NODE_ENV'>,
  headers: Headers,
): boolean {
  if (settings.APP_ENV !== 'development' && settings.APP_ENV !== 'test') return false
  if (settings.NODE_ENV === 'development' && settings.DEV_SERVER_LOOPBACK) return true
  return isLoopbackClient(headers)
}

/** Query of the development mail viewer (/dev/mail): filter by recipient, HTML or JSON. */
export const viewerQuerySchema = z.object({
  to: z.email().max(254).optional(),
  format: z.enum(['html', 'json']).default('html'),
})

export async function listOutbox(db: Db, to: string | undefined, limit = 100): Promise<MailOutboxRow[]> {
  const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit)
  return to ? query.where(eq(mailOutbox.recipient, to)) : query
}

export async function getOutboxMessage(db: Db, id: string): Promise<MailOutboxRow | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]
}

/** The viewer's reads over the shop's database, for its routes (routes call lib/, not the database). */
export const readOutbox = async (to: string | undefined) => listOutbox(await getDb(), to)
export const readOutboxMessage = async (id: string) => getOutboxMessage(await getDb(), id)

/** Summary without bodies and attachments, for tests and tools. */
export function outboxSummary(row: MailOutboxRow) {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    brand: row.brand,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    text: row.textBody,
  }
}

export function outboxListPage(rows: readonly MailOutboxRow[]): string {
  const items = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.createdAt.toISOString())}</td><td>${escapeHtml(row.recipient)}</td>` +
        `<td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.status)}</td>` +
        `<td>${row.attempts}</td><td>${escapeHtml(row.lastError ?? '')}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:6px 10px;text-align:left}</style>
</head><body><h1>Mail outbox (development)</h1><p>Messages the shop has written. Without SMTP_URL they are only stored here.</p>
<table><thead><tr><th>Created</th><th>To</th><th>Subject</th><th>Status</th><th>Attempts</th><th>Last error</th></tr></thead>
<tbody>${items || '<tr><td colspan="6">No messages yet.</td></tr>'}</tbody></table></body></html>`
}
