import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  eventHouseholds,
  eventInvitations,
  eventMemberResponses,
  eventMembers,
  events,
  eventSubEvents,
  savedDesigns,
  uploads,
  type EventHouseholdRow,
  type EventMemberRow,
  type EventRow,
  type EventSubEventRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { DEFAULT_LOOK, lookOfDocument, type EventLook } from './look'

/**
 * What a guest's browser may see of an event (issue 31 points 2 and 4): the event page's content and,
 * when the request names a household (its token from the personal link), that household's members,
 * invitations and answers. Nothing here is ever about another household.
 */

/** The rows a page renders, named for the components (which do not import the database schema). */
export type GuestEvent = EventRow
export type GuestSubEvent = EventSubEventRow

/** Tokens are 16 random bytes as base64url (22 characters); anything else is not looked up. */
export const RSVP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** Slugs are lower-case words and digits joined by dashes (lib/shop/events/event). */
export const EVENT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/

export async function eventBySlug(db: Db, slug: string): Promise<EventRow | null> {
  if (!EVENT_SLUG_PATTERN.test(slug)) return null
  const [row] = await db.select().from(events).where(eq(events.slug, slug))
  return row ?? null
}

/** The household a token belongs to, with its event; null for an unknown (or revoked) token. */
export async function householdByToken(
  db: Db,
  token: string,
): Promise<{ household: EventHouseholdRow; event: EventRow } | null> {
  if (!RSVP_TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({ household: eventHouseholds, event: events })
    .from(eventHouseholds)
    .innerJoin(events, eq(events.id, eventHouseholds.eventId))
    .where(eq(eventHouseholds.rsvpToken, token))
  return row ?? null
}

/** The household of this event the token names; a token of another event's household is null. */
export async function householdOfEvent(
  db: Db,
  eventId: string,
  token: string | null | undefined,
): Promise<EventHouseholdRow | null> {
  if (!token || !RSVP_TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select()
    .from(eventHouseholds)
    .where(and(eq(eventHouseholds.eventId, eventId), eq(eventHouseholds.rsvpToken, token)))
  return row ?? null
}

export interface GuestMember {
  id: string
  firstName: string
  lastName: string
  title: string
  isChild: boolean
  isPlusOne: boolean
  mealChoice: string | null
  diets: EventMemberRow['diets']
  allergies: string
  /** Sub-event id → attending; a missing id: not answered yet. */
  attending: Record<string, boolean>
}

export interface GuestHousehold {
  id: string
  /** The household's own capability (it came with it): the RSVP form sends it back. */
  token: string
  name: string
  plusOnesAllowed: number
  members: GuestMember[]
  songWish: string
  freeAnswer: string
  message: string
  respondedAt: Date | null
}

export interface GuestPhoto {
  id: string
  widthPx: number | null
  heightPx: number | null
}

export interface GuestEventView {
  event: EventRow
  /** The sub-events this visitor may see, in the couple's order. */
  subEvents: EventSubEventRow[]
  household: GuestHousehold | null
  photos: GuestPhoto[]
  look: EventLook
}

export async function guestEventView(
  db: Db,
  event: EventRow,
  household: EventHouseholdRow | null,
): Promise<GuestEventView> {
  const [subEvents, look, photos] = await Promise.all([
    visibleSubEvents(db, event.id, household?.id ?? null),
    eventLook(db, event.savedDesignId),
    eventPhotos(db, event.details.photoUploadIds),
  ])
  return {
    event,
    subEvents,
    household: household ? await guestHousehold(db, household, subEvents) : null,
    photos,
    look,
  }
}

/**
 * With a household: the sub-events it is invited to. Without one (no personal link yet): only the
 * sub-events every household is invited to, so a part for a few (the civil ceremony) stays with
 * them (ADR 0095); an event without a guest list yet shows all of its sub-events.
 */
export async function visibleSubEvents(
  db: Db,
  eventId: string,
  householdId: string | null,
): Promise<EventSubEventRow[]> {
  const all = await db
    .select()
    .from(eventSubEvents)
    .where(eq(eventSubEvents.eventId, eventId))
    .orderBy(asc(eventSubEvents.position), asc(eventSubEvents.date))
  const households = await db
    .select({ id: eventHouseholds.id })
    .from(eventHouseholds)
    .where(eq(eventHouseholds.eventId, eventId))
  if (households.length === 0) return householdId ? [] : all
  const invitations = await db
    .select()
    .from(eventInvitations)
    .where(
      inArray(
        eventInvitations.subEventId,
        all.map((subEvent) => subEvent.id),
      ),
    )
  if (householdId) {
    const mine = new Set(invitations.filter((i) => i.householdId === householdId).map((i) => i.subEventId))
    return all.filter((subEvent) => mine.has(subEvent.id))
  }
  const invited = new Map<string, number>()
  for (const invitation of invitations) {
    invited.set(invitation.subEventId, (invited.get(invitation.subEventId) ?? 0) + 1)
  }
  return all.filter((subEvent) => invited.get(subEvent.id) === households.length)
}

async function guestHousehold(
  db: Db,
  household: EventHouseholdRow,
  subEvents: readonly EventSubEventRow[],
): Promise<GuestHousehold> {
  const members = await db
    .select()
    .from(eventMembers)
    .where(eq(eventMembers.householdId, household.id))
    .orderBy(asc(eventMembers.isPlusOne), asc(eventMembers.position))
  const responses = members.length
    ? await db
        .select()
        .from(eventMemberResponses)
        .where(
          inArray(
            eventMemberResponses.memberId,
            members.map((member) => member.id),
          ),
        )
    : []
  const visible = new Set(subEvents.map((subEvent) => subEvent.id))
  return {
    id: household.id,
    token: household.rsvpToken,
    name: household.name,
    plusOnesAllowed: household.plusOnesAllowed,
    songWish: household.songWish,
    freeAnswer: household.freeAnswer,
    message: household.message,
    respondedAt: household.respondedAt,
    members: members.map((member) => ({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      title: member.title,
      isChild: member.isChild,
      isPlusOne: member.isPlusOne,
      mealChoice: member.mealChoice,
      diets: member.diets,
      allergies: member.allergies,
      attending: Object.fromEntries(
        responses
          .filter((r) => r.memberId === member.id && visible.has(r.subEventId))
          .map((r) => [r.subEventId, r.attending]),
      ),
    })),
  }
}

/** The look of the chosen invitation; the default when none is chosen or it is gone. */
async function eventLook(db: Db, savedDesignId: string | null): Promise<EventLook> {
  if (!savedDesignId) return DEFAULT_LOOK
  const [row] = await db
    .select({ document: savedDesigns.document })
    .from(savedDesigns)
    .where(eq(savedDesigns.id, savedDesignId))
  return row ? lookOfDocument(row.document) : DEFAULT_LOOK
}

/** The event's photos in the couple's order, with their sizes (the page reserves their space). */
async function eventPhotos(db: Db, ids: readonly string[]): Promise<GuestPhoto[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: uploads.id, widthPx: uploads.widthPx, heightPx: uploads.heightPx })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
}

/** The saved design's document and its revision (the motif's cache key), for the motif picture. */
export async function eventDesignDocument(
  db: Db,
  event: EventRow,
): Promise<{ id: string; revision: number; document: unknown } | null> {
  if (!event.savedDesignId) return null
  const [row] = await db
    .select({ id: savedDesigns.id, revision: savedDesigns.revision, document: savedDesigns.document })
    .from(savedDesigns)
    .where(eq(savedDesigns.id, event.savedDesignId))
  return row ?? null
}
