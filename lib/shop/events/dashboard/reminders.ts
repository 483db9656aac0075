import { and, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm'
import { brandDisplayName } from '@/lib/context/brand-name'
import { eventActivity, eventHouseholds, eventMembers } from '@/lib/db/schema/events'
import type { Db } from '@/lib/db/types'
import { renderMailLayout } from '@/lib/mail/layout'
import { enqueueMail } from '@/lib/mail/outbox'
import { RSVP_REMINDER_GAP_DAYS } from '@/lib/model/events'
import { ShopError } from '@/lib/shop/common/errors'
import { servedLocale } from '@/lib/shop/customers/account-urls'
import { requireEventForOwner, type EventView } from '@/lib/shop/events/event'
import { letterSalutation } from '@/lib/shop/events/guests/salutation'
import { rsvpShortUrl } from '@/lib/shop/events/links'
import { rsvpLastDay, rsvpOpen } from '@/lib/shop/events/rsvp/deadline'
import { deadlineInWords, reminderMail } from './reminder-mail'

/**
 * Reminders by e-mail to households that have not answered (issue 31 point 6), through the outbox,
 * never more than one per household in RSVP_REMINDER_GAP_DAYS. The households are claimed by one
 * conditional UPDATE (no answer, an e-mail, no reminder within the gap → lastReminderAt = now) in the
 * transaction that queues their mails: a second click or another tab either waits for the row locks
 * and then finds nobody due, or sees the claimed rows; it never sends a second mail.
 */
export interface ReminderPlan {
  /** Households that would get a reminder now. */
  due: number
  /** Not due: answered already, no e-mail address, reminded within the gap. */
  answered: number
  noEmail: number
  remindedRecently: number
  /** Why nobody can be reminded at all (draft page, answers closed); null when reminders can go. */
  blocked: string | null
  gapDays: number
}

const DAY_MS = 86_400_000
const gapStart = (now: Date) => new Date(now.getTime() - RSVP_REMINDER_GAP_DAYS * DAY_MS)
const hasEmail = (email: string | null) => email !== null && email.trim() !== ''

export const NOT_PUBLISHED =
  'Die Event-Seite ist noch nicht veröffentlicht: Erinnerungen führen zur Seite, deshalb gehen sie erst nach dem Veröffentlichen raus.'
export const NOBODY_DUE = `Im Moment ist niemand zu erinnern: Alle Haushalte mit E-Mail-Adresse haben geantwortet oder wurden in den letzten ${RSVP_REMINDER_GAP_DAYS} Tagen erinnert.`

function blockedReason(event: EventView, now: Date): string | null {
  if (event.state !== 'published') return NOT_PUBLISHED
  if (!rsvpOpen(event, now)) return 'Die Antwortfrist ist abgelaufen: Erinnerungen gehen nicht mehr raus.'
  return null
}

export async function reminderPlan(
  db: Db,
  customerId: string,
  eventId: string,
  now = new Date(),
): Promise<ReminderPlan> {
  const event = await requireEventForOwner(db, customerId, eventId)
  const rows = await db
    .select({
      email: eventHouseholds.email,
      respondedAt: eventHouseholds.respondedAt,
      lastReminderAt: eventHouseholds.lastReminderAt,
    })
    .from(eventHouseholds)
    .where(eq(eventHouseholds.eventId, event.id))
  const plan = { answered: 0, noEmail: 0, remindedRecently: 0, due: 0 }
  const since = gapStart(now).getTime()
  for (const row of rows) {
    if (row.respondedAt) plan.answered += 1
    else if (!hasEmail(row.email)) plan.noEmail += 1
    else if (row.lastReminderAt && row.lastReminderAt.getTime() > since) plan.remindedRecently += 1
    else plan.due += 1
  }
  const blocked = blockedReason(event, now)
  return { ...plan, due: blocked ? 0 : plan.due, blocked, gapDays: RSVP_REMINDER_GAP_DAYS }
}

export interface ReminderResult {
  sent: number
}

/**
 * Sends the due reminders. Nobody due (or a draft page, or answers closed) is a 409 with the reason in
 * words, so a double click answers "nobody to remind" rather than mailing twice.
 */
export async function sendReminders(
  db: Db,
  customerId: string,
  eventId: string,
  now = new Date(),
): Promise<ReminderResult> {
  const event = await requireEventForOwner(db, customerId, eventId)
  const blocked = blockedReason(event, now)
  if (blocked) throw new ShopError(blocked, { status: 409, field: 'reminders' })
  const locale = servedLocale('card', event.locale)
  const deadline = deadlineInWords(rsvpLastDay(event), locale)
  const sent = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(eventHouseholds)
      .set({ lastReminderAt: now })
      .where(
        and(
          eq(eventHouseholds.eventId, event.id),
          isNull(eventHouseholds.respondedAt),
          isNotNull(eventHouseholds.email),
          ne(eventHouseholds.email, ''),
          or(isNull(eventHouseholds.lastReminderAt), lte(eventHouseholds.lastReminderAt, gapStart(now))),
        ),
      )
      .returning()
    if (claimed.length === 0) return 0
    const members = await tx
      .select()
      .from(eventMembers)
      .where(
        inArray(
          eventMembers.householdId,
          claimed.map((h) => h.id),
        ),
      )
    for (const household of claimed) {
      const own = members
        .filter((m) => m.householdId === household.id)
        .toSorted((a, b) => a.position - b.position)
      const { subject, content } = reminderMail({
        brand: brandDisplayName('card'),
        salutation: letterSalutation({ ...household, members: own }),
        style: household.salutationStyle,
        several: own.filter((m) => !m.isPlusOne).length > 1,
        title: event.title,
        deadline,
        link: rsvpShortUrl(household.rsvpToken),
      })
      await enqueueMail(tx, {
        messageKey: `event-reminder:${household.id}:${now.toISOString()}`,
        to: household.email ?? '',
        subject,
        ...renderMailLayout('card', content, locale),
        brand: 'card',
        locale,
      })
    }
    await tx.insert(eventActivity).values({
      eventId: event.id,
      kind: 'reminder-sent',
      details: { households: claimed.length },
      createdAt: now,
    })
    return claimed.length
  })
  if (sent === 0) throw new ShopError(NOBODY_DUE, { status: 409, field: 'reminders' })
  return { sent }
}
