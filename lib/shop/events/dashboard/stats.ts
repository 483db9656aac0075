import { inArray, eq } from 'drizzle-orm'
import {
  eventHouseholds,
  eventInvitations,
  eventMemberResponses,
  eventMembers,
  type EventHouseholdRow,
  type EventMemberRow,
} from '@/lib/db/schema/events'
import type { Db } from '@/lib/db/types'
import { DIET_KEYS, type DietKey } from '@/lib/model/events'
import { requireEventForOwner, type EventView } from '@/lib/shop/events/event'

/**
 * The couple's dashboard numbers (issue 31 point 6): per sub-event how many people were invited, said
 * yes, said no or have not answered, and what the attending ones eat. Counted from the rows every time
 * (a few hundred guests at most), so an answer shows the moment it is saved. Invited are the members
 * the couple listed in the households invited to the sub-event; plus-ones a household names are not
 * invited by the couple, so an attending plus-one counts as an accepted guest and is reported apart
 * (`plusOnes`): accepted + declined + open = invited + plusOnes.
 */
export interface SubEventCounts {
  id: string
  name: string
  date: string
  invited: number
  accepted: number
  declined: number
  open: number
  /** Attending plus-ones, included in `accepted`. */
  plusOnes: number
  /** Attending children, included in `accepted` (the caterer's children's menus). */
  children: number
  /** Attending guests per meal choice, in the event's order; choices nobody took are 0. */
  meals: { choice: string; count: number }[]
  /** Attending guests who have not chosen a meal (yet). */
  mealUnknown: number
  /** Attending guests per diet, every DIET_KEY (0 included). */
  diets: { key: DietKey; count: number }[]
  /** Attending guests' allergy texts, without names, sorted; the same text is listed once with its count. */
  allergies: { text: string; count: number }[]
}

export interface DashboardStats {
  eventId: string
  title: string
  households: { total: number; answered: number; open: number }
  subEvents: SubEventCounts[]
}

interface Rows {
  event: EventView
  households: EventHouseholdRow[]
  members: EventMemberRow[]
  invitations: { householdId: string; subEventId: string }[]
  responses: { memberId: string; subEventId: string; attending: boolean }[]
}

/** Everything the numbers are made of, after the owner check (another customer's event: 404). */
export async function dashboardRows(db: Db, customerId: string, eventId: string): Promise<Rows> {
  const event = await requireEventForOwner(db, customerId, eventId)
  const households = await db.select().from(eventHouseholds).where(eq(eventHouseholds.eventId, event.id))
  const householdIds = households.map((h) => h.id)
  if (householdIds.length === 0) return { event, households, members: [], invitations: [], responses: [] }
  const members = await db.select().from(eventMembers).where(inArray(eventMembers.householdId, householdIds))
  const invitations = await db
    .select({ householdId: eventInvitations.householdId, subEventId: eventInvitations.subEventId })
    .from(eventInvitations)
    .where(inArray(eventInvitations.householdId, householdIds))
  const memberIds = members.map((m) => m.id)
  const responses = memberIds.length
    ? await db
        .select({
          memberId: eventMemberResponses.memberId,
          subEventId: eventMemberResponses.subEventId,
          attending: eventMemberResponses.attending,
        })
        .from(eventMemberResponses)
        .where(inArray(eventMemberResponses.memberId, memberIds))
    : []
  return { event, households, members, invitations, responses }
}

export async function dashboardStats(db: Db, customerId: string, eventId: string): Promise<DashboardStats> {
  return statsOf(await dashboardRows(db, customerId, eventId))
}

export function statsOf({ event, households, members, invitations, responses }: Rows): DashboardStats {
  const answered = households.filter((h) => h.respondedAt !== null).length
  const answerOf = new Map(responses.map((r) => [`${r.memberId}:${r.subEventId}`, r.attending]))
  const subEvents = event.subEvents.map((sub): SubEventCounts => {
    const invitedHouseholds = new Set(
      invitations.filter((i) => i.subEventId === sub.id).map((i) => i.householdId),
    )
    const people = members.filter((m) => invitedHouseholds.has(m.householdId))
    const counts = { invited: 0, accepted: 0, declined: 0, open: 0, plusOnes: 0, children: 0 }
    const attending: EventMemberRow[] = []
    for (const member of people) {
      const answer = answerOf.get(`${member.id}:${sub.id}`)
      if (!member.isPlusOne) counts.invited += 1
      if (answer === true) {
        counts.accepted += 1
        if (member.isPlusOne) counts.plusOnes += 1
        if (member.isChild) counts.children += 1
        attending.push(member)
      } else if (member.isPlusOne) {
        // A plus-one who does not come was never on the couple's list: not a decline.
        continue
      } else if (answer === false) counts.declined += 1
      else counts.open += 1
    }
    return { id: sub.id, name: sub.name, date: sub.date, ...counts, ...mealsAndDiets(event, attending) }
  })
  return {
    eventId: event.id,
    title: event.title,
    households: { total: households.length, answered, open: households.length - answered },
    subEvents,
  }
}

function mealsAndDiets(event: EventView, attending: readonly EventMemberRow[]) {
  const offered = event.questions.mealChoices
  const meals = offered.map((choice) => ({
    choice,
    count: attending.filter((m) => m.mealChoice === choice).length,
  }))
  const mealUnknown = attending.filter((m) => !m.mealChoice || !offered.includes(m.mealChoice)).length
  const diets = DIET_KEYS.map((key) => ({
    key,
    count: attending.filter((m) => m.diets.includes(key)).length,
  }))
  const texts = new Map<string, number>()
  for (const member of attending) {
    const text = member.allergies.replace(/\s+/g, ' ').trim()
    if (text) texts.set(text, (texts.get(text) ?? 0) + 1)
  }
  const allergies = [...texts]
    .map(([text, count]) => ({ text, count }))
    .toSorted((a, b) => a.text.localeCompare(b.text, 'de'))
  return { meals, mealUnknown, diets, allergies }
}
