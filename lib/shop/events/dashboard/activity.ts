import { count, desc, eq } from 'drizzle-orm'
import { eventActivity, type EventActivityKind } from '@/lib/db/schema/events'
import type { Db } from '@/lib/db/types'
import { requireEventForOwner } from '@/lib/shop/events/event'

/**
 * The dashboard's activity list (issue 31 point 6): what happened to the event, newest first, in
 * German words made from each row's details ("Familie Berg hat geantwortet: 2 Zusagen"). Capped at
 * ACTIVITY_LIMIT rows with the number of older ones, so a busy wedding does not make a long page.
 */
export const ACTIVITY_LIMIT = 50

export interface ActivityEntry {
  id: string
  kind: EventActivityKind
  at: string
  text: string
}

export interface ActivityList {
  items: ActivityEntry[]
  /** Older entries not listed. */
  older: number
}

type Details = Record<string, string | number>

const num = (details: Details, key: string) => {
  const value = Number(details[key] ?? 0)
  return Number.isFinite(value) ? value : 0
}
const str = (details: Details, key: string, fallback: string) => {
  const value = details[key]
  return typeof value === 'string' && value.trim() ? value.trim() : fallback
}
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function answerWords(details: Details): string {
  const yes = num(details, 'attending')
  const no = num(details, 'declined')
  const parts = [yes ? plural(yes, 'Zusage', 'Zusagen') : '', no ? plural(no, 'Absage', 'Absagen') : '']
  return parts.filter(Boolean).join(', ') || 'keine Angaben'
}

const WORDS: Record<EventActivityKind, (details: Details) => string> = {
  created: () => 'Event angelegt',
  published: () => 'Event-Seite veröffentlicht',
  unpublished: () => 'Event-Seite offline genommen',
  'guests-imported': (d) =>
    `Gästeliste importiert: ${plural(num(d, 'added'), 'Haushalt', 'Haushalte')} neu, ${num(d, 'updated')} geändert`,
  'household-added': (d) => `${str(d, 'name', 'Ein Haushalt')} zur Gästeliste hinzugefügt`,
  'household-removed': (d) => `${str(d, 'name', 'Ein Haushalt')} von der Gästeliste entfernt`,
  rsvp: (d) => `${str(d, 'household', 'Ein Haushalt')} hat geantwortet: ${answerWords(d)}`,
  'rsvp-changed': (d) => `${str(d, 'household', 'Ein Haushalt')} hat die Antwort geändert: ${answerWords(d)}`,
  'reminder-sent': (d) => `Erinnerung an ${plural(num(d, 'households'), 'Haushalt', 'Haushalte')} gesendet`,
  'token-revoked': (d) => `Neuer persönlicher Link für ${str(d, 'household', 'einen Haushalt')}`,
  'retention-notice': () => 'E-Mail zur bevorstehenden Löschung des Events verschickt',
}

export function activityText(kind: EventActivityKind, details: Details): string {
  return WORDS[kind](details)
}

export async function activityList(
  db: Db,
  customerId: string,
  eventId: string,
  limit = ACTIVITY_LIMIT,
): Promise<ActivityList> {
  const event = await requireEventForOwner(db, customerId, eventId)
  const rows = await db
    .select()
    .from(eventActivity)
    .where(eq(eventActivity.eventId, event.id))
    .orderBy(desc(eventActivity.createdAt), desc(eventActivity.id))
    .limit(limit)
  const [total] = await db
    .select({ n: count() })
    .from(eventActivity)
    .where(eq(eventActivity.eventId, event.id))
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      at: row.createdAt.toISOString(),
      text: activityText(row.kind, row.details),
    })),
    older: Math.max(0, (total?.n ?? 0) - rows.length),
  }
}
