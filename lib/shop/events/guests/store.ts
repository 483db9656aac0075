import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, max, notInArray } from 'drizzle-orm'
import {
  eventHouseholds,
  eventInvitations,
  eventMembers,
  eventSubEvents,
  type EventSubEventRow,
} from '@/lib/db/schema/events'
import type { Db } from '@/lib/db/types'
import { sameMember } from './normalise'
import { letterSalutation, recipientLine } from './salutation'
import type { HouseholdInput, HouseholdView } from './schema'
import { rsvpShortUrl } from '@/lib/shop/events/links'

/**
 * Reading and writing households with their members and invitations; the owner check is the caller's
 * (households.ts, import.ts). Writers take a transaction or the database alike.
 */

export const newRsvpToken = () => randomBytes(16).toString('base64url')

export async function subEventsOf(db: Db, eventId: string): Promise<EventSubEventRow[]> {
  return db
    .select()
    .from(eventSubEvents)
    .where(eq(eventSubEvents.eventId, eventId))
    .orderBy(asc(eventSubEvents.position))
}

/** The event's households in list order, each with members (in order) and invitations. */
export async function loadHouseholds(db: Db, eventId: string): Promise<HouseholdView[]> {
  const households = await db
    .select()
    .from(eventHouseholds)
    .where(eq(eventHouseholds.eventId, eventId))
    .orderBy(asc(eventHouseholds.position), asc(eventHouseholds.createdAt))
  if (households.length === 0) return []
  const ids = households.map((h) => h.id)
  const members = await db
    .select()
    .from(eventMembers)
    .where(inArray(eventMembers.householdId, ids))
    .orderBy(asc(eventMembers.position))
  const invitations = await db
    .select()
    .from(eventInvitations)
    .where(inArray(eventInvitations.householdId, ids))
  return households.map((h) => {
    const own = members
      .filter((m) => m.householdId === h.id)
      .map((m) => ({
        id: m.id,
        salutation: m.salutation,
        title: m.title,
        firstName: m.firstName,
        lastName: m.lastName,
        isChild: m.isChild,
        isPlusOne: m.isPlusOne,
        tableName: m.tableName,
      }))
    const view = {
      id: h.id,
      position: h.position,
      name: h.name,
      salutationStyle: h.salutationStyle,
      addresseeOverride: h.addresseeOverride,
      street: h.street,
      street2: h.street2,
      postcode: h.postcode,
      city: h.city,
      country: h.country,
      email: h.email,
      tags: h.tags,
      plusOnesAllowed: h.plusOnesAllowed,
      subEventIds: invitations.filter((i) => i.householdId === h.id).map((i) => i.subEventId),
      members: own,
      rsvpToken: h.rsvpToken,
      rsvpLink: rsvpShortUrl(h.rsvpToken),
      respondedAt: h.respondedAt?.toISOString() ?? null,
    }
    return { ...view, recipientLine: recipientLine(view), letterSalutation: letterSalutation(view) }
  })
}

const householdColumns = (input: HouseholdInput) => ({
  name: input.name,
  salutationStyle: input.salutationStyle,
  addresseeOverride: input.addresseeOverride,
  street: input.street,
  street2: input.street2,
  postcode: input.postcode,
  city: input.city,
  country: input.country,
  email: input.email,
  tags: input.tags,
  plusOnesAllowed: input.plusOnesAllowed,
})

/** Inserts a household at the end of the list with a fresh RSVP token; returns its id. */
export async function insertHousehold(db: Db, eventId: string, input: HouseholdInput): Promise<string> {
  const [last] = await db
    .select({ position: max(eventHouseholds.position) })
    .from(eventHouseholds)
    .where(eq(eventHouseholds.eventId, eventId))
  const [row] = await db
    .insert(eventHouseholds)
    .values({
      ...householdColumns(input),
      eventId,
      position: (last?.position ?? -1) + 1,
      rsvpToken: newRsvpToken(),
    })
    .returning({ id: eventHouseholds.id })
  const id = row!.id
  if (input.members.length > 0) {
    await db
      .insert(eventMembers)
      .values(input.members.map((m, position) => ({ ...m, householdId: id, position })))
  }
  await setInvitations(db, id, input.subEventIds)
  return id
}

/**
 * Overwrites a household with `input`. Members are matched by name (case, umlauts, spaces ignored) so
 * a kept member keeps its id and with it the RSVP answers and meal choice; members no longer listed
 * are removed; plus-ones the guests named themselves are never touched.
 */
export async function updateHousehold(db: Db, householdId: string, input: HouseholdInput): Promise<void> {
  await db
    .update(eventHouseholds)
    .set({ ...householdColumns(input), updatedAt: new Date() })
    .where(eq(eventHouseholds.id, householdId))
  const existing = await db
    .select()
    .from(eventMembers)
    .where(and(eq(eventMembers.householdId, householdId), eq(eventMembers.isPlusOne, false)))
  const kept: string[] = []
  for (const [position, member] of input.members.entries()) {
    const match = existing.find((e) => !kept.includes(e.id) && sameMember(e, member))
    if (match) {
      kept.push(match.id)
      await db
        .update(eventMembers)
        .set({ ...member, position })
        .where(eq(eventMembers.id, match.id))
    } else {
      const [row] = await db
        .insert(eventMembers)
        .values({ ...member, householdId, position })
        .returning({ id: eventMembers.id })
      kept.push(row!.id)
    }
  }
  const gone = existing.filter((e) => !kept.includes(e.id)).map((e) => e.id)
  if (gone.length > 0) await db.delete(eventMembers).where(inArray(eventMembers.id, gone))
  await setInvitations(db, householdId, input.subEventIds)
}

async function setInvitations(db: Db, householdId: string, subEventIds: readonly string[]): Promise<void> {
  const ids = [...new Set(subEventIds)]
  await db
    .delete(eventInvitations)
    .where(
      ids.length > 0
        ? and(eq(eventInvitations.householdId, householdId), notInArray(eventInvitations.subEventId, ids))
        : eq(eventInvitations.householdId, householdId),
    )
  if (ids.length > 0) {
    await db
      .insert(eventInvitations)
      .values(ids.map((subEventId) => ({ householdId, subEventId })))
      .onConflictDoNothing()
  }
}
