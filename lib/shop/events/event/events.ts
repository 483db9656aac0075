import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '@/lib/auth/password-hash'
import type { ShopLocaleCode } from '@/lib/config/locales'
import {
  eventActivity,
  events,
  eventSubEvents,
  savedDesigns,
  uploads,
  type EventActivityKind,
  type EventRow,
  type EventSubEventRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { EVENT_RETENTION_MONTHS } from '@/lib/model/events'
import { ShopError } from '@/lib/shop/common/errors'
import { eventPagePath } from '../links'
import { eventNotFound, notPublishable, notYourDesign, notYourUpload, unknownSubEvent } from './errors'
import {
  createEventSchema,
  eventPasswordSchema,
  updateEventSchema,
  type CreateEventInput,
  type EventSummary,
  type EventView,
  type PublishRequirement,
  type SubEventInput,
  type UpdateEventInput,
} from './schema'
import { mapSearchUrl } from './map-link'
import { eventSlug } from './slug'
import { addMonths } from './dates'

/**
 * A customer's events (issue 31 point 1). Every call names the owner: an event of another customer
 * is not found (404), never forbidden, so ids reveal nothing. Writes are "last write wins": the edit
 * page sends every section at once and the newest save is what stays (one owner edits, rarely on two
 * devices at the same minute; ADR 0093).
 */

const EMPTY_DETAILS: EventRow['details'] = {
  schedule: [],
  dressCode: '',
  giftLinks: [],
  accommodation: '',
  freeText: '',
  photoUploadIds: [],
}
const EMPTY_QUESTIONS: EventRow['questions'] = {
  mealChoices: [],
  askDiet: true,
  askSongWish: false,
  freeQuestion: '',
}

async function activity(db: Db, eventId: string, kind: EventActivityKind): Promise<void> {
  await db.insert(eventActivity).values({ eventId, kind })
}

export async function createEvent(db: Db, customerId: string, input: CreateEventInput): Promise<EventView> {
  const parsed = createEventSchema.parse(input)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        customerId,
        slug: eventSlug(parsed.title),
        occasion: parsed.occasion,
        title: parsed.title,
        locale: parsed.locale,
        eventDate: parsed.eventDate,
        details: EMPTY_DETAILS,
        questions: EMPTY_QUESTIONS,
      })
      .returning({ id: events.id })
    await activity(tx, row!.id, 'created')
    return row!.id
  })
  return requireEventForOwner(db, customerId, id)
}

export async function listEventsForOwner(db: Db, customerId: string): Promise<EventSummary[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.customerId, customerId))
    .orderBy(desc(events.eventDate), desc(events.createdAt))
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    occasion: row.occasion,
    state: row.state,
    eventDate: row.eventDate,
    pagePath: eventPagePath(row.slug, row.locale as ShopLocaleCode),
  }))
}

async function ownRow(db: Db, customerId: string, eventId: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.customerId, customerId)))
  return row ?? null
}

async function subEventsOf(db: Db, eventId: string): Promise<EventSubEventRow[]> {
  return db
    .select()
    .from(eventSubEvents)
    .where(eq(eventSubEvents.eventId, eventId))
    .orderBy(asc(eventSubEvents.position), asc(eventSubEvents.createdAt))
}

/** What publishing still needs: a title, a date and at least one sub-event with a place. */
export function missingToPublish(
  event: Pick<EventRow, 'title' | 'eventDate'>,
  subEvents: readonly Pick<EventSubEventRow, 'placeName' | 'city'>[],
): PublishRequirement[] {
  const missing: PublishRequirement[] = []
  if (!event.title.trim()) missing.push('title')
  if (!event.eventDate) missing.push('date')
  if (subEvents.length === 0) missing.push('subEvent')
  else if (!subEvents.some((s) => s.placeName.trim() && s.city.trim())) missing.push('place')
  return missing
}

function toView(row: EventRow, subEvents: EventSubEventRow[]): EventView {
  return {
    id: row.id,
    slug: row.slug,
    occasion: row.occasion,
    state: row.state,
    title: row.title,
    locale: row.locale,
    eventDate: row.eventDate,
    timeZone: row.timeZone,
    savedDesignId: row.savedDesignId,
    details: row.details,
    questions: row.questions,
    rsvpDeadline: row.rsvpDeadline,
    hasPassword: row.passwordHash !== null,
    keepAfterEvent: row.keepAfterEvent,
    deletionDue: row.keepAfterEvent ? null : addMonths(row.eventDate, EVENT_RETENTION_MONTHS),
    subEvents: subEvents.map((s) => ({
      id: s.id,
      name: s.name,
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      placeName: s.placeName,
      street: s.street,
      postcode: s.postcode,
      city: s.city,
      country: s.country,
      note: s.note,
      mapUrl: mapSearchUrl([s.placeName, s.street, `${s.postcode} ${s.city}`, s.city ? s.country : '']),
    })),
    missingToPublish: missingToPublish(row, subEvents),
    pagePath: eventPagePath(row.slug, row.locale as ShopLocaleCode),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The owner's event with its sub-events, or null (missing or another customer's). */
export async function getEventForOwner(
  db: Db,
  customerId: string,
  eventId: string,
): Promise<EventView | null> {
  const row = await ownRow(db, customerId, eventId)
  return row ? toView(row, await subEventsOf(db, row.id)) : null
}

export async function requireEventForOwner(db: Db, customerId: string, eventId: string): Promise<EventView> {
  const view = await getEventForOwner(db, customerId, eventId)
  if (!view) throw eventNotFound()
  return view
}

async function checkPhotos(db: Db, customerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const own = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.customerId, customerId)))
  if (own.length !== ids.length) throw notYourUpload()
}

async function checkDesign(db: Db, customerId: string, id: string | null | undefined): Promise<void> {
  if (!id) return
  const [own] = await db
    .select({ id: savedDesigns.id })
    .from(savedDesigns)
    .where(
      and(eq(savedDesigns.id, id), eq(savedDesigns.customerId, customerId), eq(savedDesigns.product, 'card')),
    )
  if (!own) throw notYourDesign()
}

/** Sub-events as sent, in order: existing ones (by id) are updated so their invitations stay. */
async function replaceSubEvents(db: Db, eventId: string, list: readonly SubEventInput[]): Promise<void> {
  const existing = new Set((await subEventsOf(db, eventId)).map((s) => s.id))
  const kept = list.flatMap((s) => (s.id ? [s.id] : []))
  if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length) throw unknownSubEvent()
  await db
    .delete(eventSubEvents)
    .where(
      kept.length
        ? and(eq(eventSubEvents.eventId, eventId), notInArray(eventSubEvents.id, kept))
        : eq(eventSubEvents.eventId, eventId),
    )
  for (const [position, { id, ...values }] of list.entries()) {
    if (id)
      await db
        .update(eventSubEvents)
        .set({ ...values, position })
        .where(eq(eventSubEvents.id, id))
    else await db.insert(eventSubEvents).values({ ...values, position, eventId })
  }
}

export async function updateEvent(
  db: Db,
  customerId: string,
  eventId: string,
  patch: UpdateEventInput,
): Promise<EventView> {
  const { subEvents, ...fields } = updateEventSchema.parse(patch)
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, customerId, eventId)
    if (!row) throw eventNotFound()
    if (fields.details) await checkPhotos(tx, customerId, fields.details.photoUploadIds)
    await checkDesign(tx, customerId, fields.savedDesignId)
    const deadline = fields.rsvpDeadline === undefined ? row.rsvpDeadline : fields.rsvpDeadline
    const date = fields.eventDate ?? row.eventDate
    if (deadline && deadline > date) {
      throw new ShopError('Die Antwortfrist muss vor dem Tag des Events liegen.', {
        status: 422,
        field: 'rsvpDeadline',
      })
    }
    await tx
      .update(events)
      .set({
        ...fields,
        // A new date, or the owner letting go of a kept event, earns a new notice before deletion.
        ...((fields.eventDate && fields.eventDate !== row.eventDate) ||
        (fields.keepAfterEvent === false && row.keepAfterEvent)
          ? { retentionNoticeSentAt: null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(events.id, eventId))
    if (subEvents) await replaceSubEvents(tx, eventId, subEvents)
    if (row.state === 'published') {
      // A published page must stay complete: the owner takes it offline before emptying it.
      const after = await ownRow(tx, customerId, eventId)
      const missing = missingToPublish(after!, await subEventsOf(tx, eventId))
      if (missing.length) throw notPublishable(missing)
    }
  })
  return requireEventForOwner(db, customerId, eventId)
}

/** Publishing needs a title, a date and a sub-event with a place; both directions leave an activity row. */
export async function setEventPublished(
  db: Db,
  customerId: string,
  eventId: string,
  published: boolean,
): Promise<EventView> {
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, customerId, eventId)
    if (!row) throw eventNotFound()
    const state = published ? 'published' : 'draft'
    if (row.state === state) return
    if (published) {
      const missing = missingToPublish(row, await subEventsOf(tx, eventId))
      if (missing.length) throw notPublishable(missing)
    }
    await tx.update(events).set({ state, updatedAt: new Date() }).where(eq(events.id, eventId))
    await activity(tx, eventId, published ? 'published' : 'unpublished')
  })
  return requireEventForOwner(db, customerId, eventId)
}

export const publishEvent = (db: Db, customerId: string, eventId: string) =>
  setEventPublished(db, customerId, eventId, true)
export const unpublishEvent = (db: Db, customerId: string, eventId: string) =>
  setEventPublished(db, customerId, eventId, false)

/** Sets (argon2, like customer passwords) or removes (null) the event page's password. */
export async function setEventPassword(
  db: Db,
  customerId: string,
  eventId: string,
  password: string | null,
): Promise<EventView> {
  const parsed = eventPasswordSchema.parse({ password })
  const passwordHash = parsed.password === null ? null : await hashPassword(parsed.password)
  const updated = await db
    .update(events)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(events.id, eventId), eq(events.customerId, customerId)))
    .returning({ id: events.id })
  if (updated.length === 0) throw eventNotFound()
  return requireEventForOwner(db, customerId, eventId)
}

/** For the event page: whether a visitor's password opens it (true when the page has none). */
export async function checkEventPassword(
  event: Pick<EventRow, 'passwordHash'>,
  password: string,
): Promise<boolean> {
  if (event.passwordHash === null) return true
  return verifyPassword({ hash: event.passwordHash, password })
}

/**
 * "Event löschen" (point 9): the event with its sub-events, households, members, answers, invitations
 * and activity (all cascade from the event row); another customer's event is not found.
 */
export async function deleteEvent(db: Db, customerId: string, eventId: string): Promise<void> {
  const deleted = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.customerId, customerId)))
    .returning({ id: events.id })
  if (deleted.length === 0) throw eventNotFound()
}
