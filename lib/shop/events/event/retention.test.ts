import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventActivity, eventHouseholds, events, mailOutbox } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { createEvent, getEventForOwner, updateEvent } from './events'
import { runEventRetentionSweep } from './retention'
import { eventOwner } from './testing/event-fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 180_000)
afterAll(() => handle.close())

/** Noon in Berlin on a day, as the injected clock. */
const on = (day: string) => () => new Date(`${day}T11:00:00Z`)

async function sweep(day: string) {
  let kicks = 0
  const result = await runEventRetentionSweep({ db: handle.db, now: on(day), kick: () => kicks++ })
  return { ...result, kicks }
}

async function eventOn(eventDate: string, email: string) {
  const owner = await eventOwner(handle.db, email)
  const event = await createEvent(handle.db, owner.id, {
    occasion: 'hochzeit',
    title: 'Anna & Ben',
    eventDate,
  })
  await handle.db
    .insert(eventHouseholds)
    .values({ eventId: event.id, position: 0, name: 'Familie Berg', rsvpToken: `r-${event.id}` })
  return { owner, event }
}

const mailsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))

describe('retention of events (issue 31 point 9)', () => {
  it('mails the owner 30 days before 12 months pass, then deletes the event and its guests a month later', async () => {
    const { owner, event } = await eventOn('2027-06-12', 'retention-a@example.com')

    // 31 days before the 12 months are over: nothing yet.
    expect(await sweep('2028-05-12')).toMatchObject({ noticed: 0, deleted: 0, kicks: 0 })
    expect(await mailsTo(owner.email)).toEqual([])

    // 30 days before: the notice, in German, with the account link to keep it; recorded on the event.
    expect(await sweep('2028-05-13')).toMatchObject({ noticed: 1, deleted: 0, kicks: 1 })
    const [mail] = await mailsTo(owner.email)
    expect(mail!.subject).toBe('Ihr Event bei Kartenstudio wird bald gelöscht')
    expect(mail!.textBody).toContain('Ihr Event „Anna & Ben“ liegt bald ein Jahr zurück')
    expect(mail!.textBody).toContain('am 13.6.2028')
    expect(mail!.textBody).toMatch(new RegExp(`/de/kundenkonto/events/${event.id}/#behalten`))
    const [row] = await handle.db.select().from(events).where(eq(events.id, event.id))
    expect(row!.retentionNoticeSentAt).toEqual(on('2028-05-13')())
    const kinds = (
      await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, event.id))
    ).map((a) => a.kind)
    expect(kinds).toContain('retention-notice')

    // A second sweep the same month sends nothing more; on the 12-month day itself it is kept.
    expect(await sweep('2028-05-20')).toMatchObject({ noticed: 0, deleted: 0 })
    expect(await sweep('2028-06-12')).toMatchObject({ noticed: 0, deleted: 0 })
    expect(await mailsTo(owner.email)).toHaveLength(1)

    // The day after: more than 12 months past and the notice 30 days old: gone, with its guests.
    expect(await sweep('2028-06-13')).toMatchObject({ noticed: 0, deleted: 1 })
    expect(await getEventForOwner(handle.db, owner.id, event.id)).toBeNull()
    expect(
      await handle.db.select().from(eventHouseholds).where(eq(eventHouseholds.eventId, event.id)),
    ).toEqual([])
  })

  it('never deletes before the notice is 30 days old, even for an event long past', async () => {
    const { owner, event } = await eventOn('2025-01-10', 'retention-b@example.com')
    expect(await sweep('2027-03-01')).toMatchObject({ noticed: 1, deleted: 0 })
    expect((await mailsTo(owner.email))[0]!.textBody).toContain('am 31.3.2027')
    expect(await sweep('2027-03-30')).toMatchObject({ deleted: 0 })
    expect(await getEventForOwner(handle.db, owner.id, event.id)).not.toBeNull()
    expect(await sweep('2027-03-31')).toMatchObject({ deleted: 1 })
  })

  it('keeps an event the owner keeps ("Event behalten"), and warns again when they let it go', async () => {
    const { owner, event } = await eventOn('2026-01-15', 'retention-c@example.com')
    await updateEvent(handle.db, owner.id, event.id, { keepAfterEvent: true })
    expect((await getEventForOwner(handle.db, owner.id, event.id))?.deletionDue).toBeNull()
    expect(await sweep('2028-01-01')).toMatchObject({ noticed: 0, deleted: 0 })
    expect(await sweep('2029-01-01')).toMatchObject({ noticed: 0, deleted: 0 })
    expect(await mailsTo(owner.email)).toEqual([])

    await updateEvent(handle.db, owner.id, event.id, { keepAfterEvent: false })
    expect(await sweep('2029-01-02')).toMatchObject({ noticed: 1, deleted: 0 })
    expect(await sweep('2029-02-01')).toMatchObject({ deleted: 1 })
  })

  it('a kept event whose notice went out and that is let go again gets a fresh notice first', async () => {
    const { owner, event } = await eventOn('2026-03-01', 'retention-d@example.com')
    expect(await sweep('2027-02-01')).toMatchObject({ noticed: 1 })
    await updateEvent(handle.db, owner.id, event.id, { keepAfterEvent: true })
    await updateEvent(handle.db, owner.id, event.id, { keepAfterEvent: false })
    // Without the reset the old notice (more than 30 days ago) would let this sweep delete at once.
    expect(await sweep('2027-04-01')).toMatchObject({ noticed: 1, deleted: 0 })
    expect(await mailsTo(owner.email)).toHaveLength(2)
  })
})
