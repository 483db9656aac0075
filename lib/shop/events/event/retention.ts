import { and, eq, isNull, lt, lte } from 'drizzle-orm'
import { brandDisplayName } from '@/lib/context/brand-name'
import { segmentOf } from '@/lib/config/locales'
import { customers, eventActivity, events } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { renderMailLayout } from '@/lib/mail/layout'
import { enqueueMail } from '@/lib/mail/outbox'
import { EVENT_RETENTION_MONTHS } from '@/lib/model/events'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { siteUrl } from '@/lib/seo/urls'
import { servedLocale } from '@/lib/shop/customers/account-urls'
import { mailLanguage } from '@/lib/shop/customers/mail-copy'
import { eventAccountSegments } from './account-paths'
import { addDays, addMonths, dayIn } from './dates'
import { RETENTION_MAIL_COPY } from './retention-mail'

/**
 * Point 9: an event and its guest data are deleted 12 months after the event date unless the owner
 * keeps it, with an e-mail before. The sweep mails the owner 30 days before that day and deletes an
 * event only once its date is more than 12 months past AND the notice went out at least 30 days ago,
 * so nobody loses an event without the month's warning (a notice sent late only delays deletion).
 */
export const RETENTION_NOTICE_DAYS = 30

/** The day counts in the shop's zone: an event "on 12 June" is past in Berlin, not in UTC. */
const SHOP_ZONE = 'Europe/Berlin'

export interface RetentionDeps {
  db: Db
  /** Injectable clock, so the sweep is tested with fixed dates. */
  now: () => Date
  /** Wakes the mail worker after notices were queued. */
  kick: () => void
}

export interface RetentionResult {
  noticed: number
  deleted: number
}

const dateFormat = { de: 'de-DE', en: 'en-GB' } as const

export async function runEventRetentionSweep({ db, now, kick }: RetentionDeps): Promise<RetentionResult> {
  const instant = now()
  const today = dayIn(instant, SHOP_ZONE)
  // eventDate + 12 months - 30 days <= today  ⇔  eventDate <= today - 12 months + 30 days.
  const noticeFrom = addDays(addMonths(today, -EVENT_RETENTION_MONTHS), RETENTION_NOTICE_DAYS)
  // More than 12 months past: eventDate + 12 months < today.
  const deleteBefore = addMonths(today, -EVENT_RETENTION_MONTHS)
  const noticeAtLeast = new Date(instant.getTime() - RETENTION_NOTICE_DAYS * 86_400_000)

  const due = await db
    .select({
      id: events.id,
      title: events.title,
      eventDate: events.eventDate,
      email: customers.email,
      firstName: customers.firstName,
      name: customers.name,
      locale: customers.locale,
    })
    .from(events)
    .innerJoin(customers, eq(customers.id, events.customerId))
    .where(
      and(
        eq(events.keepAfterEvent, false),
        isNull(events.retentionNoticeSentAt),
        lte(events.eventDate, noticeFrom),
      ),
    )
  for (const event of due) {
    const locale = servedLocale('card', event.locale)
    const language = mailLanguage(locale)
    const deletionDay = addDays(addMonths(event.eventDate, EVENT_RETENTION_MONTHS), 1)
    // The deletion cannot come before the notice's month is over, whatever the date says.
    const earliest = addDays(today, RETENTION_NOTICE_DAYS)
    const day = deletionDay > earliest ? deletionDay : earliest
    const link = new URL(
      publicPath('card', segmentOf(locale), 'web', eventAccountSegments(event.id)),
      siteUrl('card'),
    )
    link.hash = 'behalten'
    const { subject, content } = RETENTION_MAIL_COPY[language]({
      brand: brandDisplayName('card'),
      name: event.firstName || event.name,
      title: event.title,
      deletionDay: new Date(`${day}T12:00:00Z`).toLocaleDateString(dateFormat[language], { timeZone: 'UTC' }),
      link: link.toString(),
    })
    await db.transaction(async (tx) => {
      await enqueueMail(tx, {
        messageKey: `event-retention:${event.id}:${today}`,
        to: event.email,
        subject,
        ...renderMailLayout('card', content, locale),
        brand: 'card',
        locale,
      })
      await tx.update(events).set({ retentionNoticeSentAt: instant }).where(eq(events.id, event.id))
      await tx.insert(eventActivity).values({ eventId: event.id, kind: 'retention-notice' })
    })
  }
  if (due.length) kick()

  const deleted = await db
    .delete(events)
    .where(
      and(
        eq(events.keepAfterEvent, false),
        lt(events.eventDate, deleteBefore),
        lte(events.retentionNoticeSentAt, noticeAtLeast),
      ),
    )
    .returning({ id: events.id })
  return { noticed: due.length, deleted: deleted.length }
}
