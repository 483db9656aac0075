import { and, eq, inArray, notInArray } from 'drizzle-orm'
import {
  eventActivity,
  eventHouseholds,
  eventMemberResponses,
  eventMembers,
  type EventMemberRow,
  type EventRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import type { RsvpAnswer } from './answer-schema'
import { rsvpLastDay, rsvpOpen } from './deadline'
import { eventBySlug, householdOfEvent, visibleSubEvents } from './guest-event'

/**
 * Saves a household's answer (issue 31 point 4): per member and invited sub-event accept/decline, the
 * named plus-ones within the household's allowance, meal, diets, allergies and the household's song
 * wish, answer and message. Everything is checked against this household and event before anything
 * is written; then one transaction writes it all, with an activity row for the couple's dashboard
 * ('rsvp' the first time, 'rsvp-changed' after). Allowed until the end of the deadline day.
 */
export interface RsvpResult {
  householdName: string
  attending: number
  declined: number
  changed: boolean
}

export async function submitRsvp(
  db: Db,
  slug: string,
  answer: RsvpAnswer,
  now = new Date(),
): Promise<RsvpResult> {
  const event = await eventBySlug(db, slug)
  if (!event || event.state !== 'published')
    throw new ShopError(EVENT_NOT_FOUND, { status: 404, field: 'slug' })
  const household = await householdOfEvent(db, event.id, answer.token)
  if (!household) throw new ShopError(TOKEN_UNKNOWN, { status: 404, field: 'token' })
  if (!rsvpOpen(event, now)) {
    throw new ShopError(
      `Die Antwortfrist ist am ${germanDate(rsvpLastDay(event))} abgelaufen. Bitte wenden Sie sich direkt an die Gastgeber.`,
      { status: 422, field: 'deadline' },
    )
  }
  const invited = new Set((await visibleSubEvents(db, event.id, household.id)).map((s) => s.id))
  const members = await db.select().from(eventMembers).where(eq(eventMembers.householdId, household.id))
  const regular = members.filter((member) => !member.isPlusOne)
  const plusOnes = members.filter((member) => member.isPlusOne).toSorted((a, b) => a.position - b.position)
  checkAnswer(event, answer, { regular, invited, plusOnesAllowed: household.plusOnesAllowed })

  const people = [
    ...answer.members.map((m) => ({ ...m, names: null })),
    ...answer.plusOnes.map((p) => ({ ...p, names: { firstName: p.firstName, lastName: p.lastName } })),
  ]
  const attendingCount = people.filter((p) => p.attending.length > 0).length
  const changed = household.respondedAt !== null
  await db.transaction(async (tx) => {
    const memberIds: string[] = []
    for (const person of answer.members) {
      await tx
        .update(eventMembers)
        .set(choicesOf(event, person))
        .where(and(eq(eventMembers.id, person.memberId), eq(eventMembers.householdId, household.id)))
      memberIds.push(person.memberId)
    }
    // Plus-ones keep their rows by position (a table the couple gave one stays); extras are added and
    // the ones no longer named are removed with their answers.
    const nextPosition = Math.max(0, ...members.map((member) => member.position)) + 1
    for (const [index, person] of answer.plusOnes.entries()) {
      const values = { ...choicesOf(event, person), firstName: person.firstName, lastName: person.lastName }
      const existing = plusOnes[index]
      if (existing) {
        await tx.update(eventMembers).set(values).where(eq(eventMembers.id, existing.id))
        memberIds.push(existing.id)
      } else {
        const [row] = await tx
          .insert(eventMembers)
          .values({ ...values, householdId: household.id, isPlusOne: true, position: nextPosition + index })
          .returning({ id: eventMembers.id })
        if (row) memberIds.push(row.id)
      }
    }
    const dropped = plusOnes.slice(answer.plusOnes.length).map((member) => member.id)
    if (dropped.length) await tx.delete(eventMembers).where(inArray(eventMembers.id, dropped))
    // This household's answers for its invited sub-events are replaced as a whole.
    if (memberIds.length && invited.size) {
      await tx
        .delete(eventMemberResponses)
        .where(
          and(
            inArray(eventMemberResponses.memberId, memberIds),
            inArray(eventMemberResponses.subEventId, [...invited]),
          ),
        )
      const rows = people.flatMap((person, index) => {
        const memberId = memberIds[index]
        if (!memberId) return []
        const yes = new Set(person.attending)
        return [...invited].map((subEventId) => ({ memberId, subEventId, attending: yes.has(subEventId) }))
      })
      if (rows.length) await tx.insert(eventMemberResponses).values(rows)
    }
    // Answers for sub-events the household is no longer invited to stay out of the way.
    if (memberIds.length) {
      await tx
        .delete(eventMemberResponses)
        .where(
          and(
            inArray(eventMemberResponses.memberId, memberIds),
            invited.size ? notInArray(eventMemberResponses.subEventId, [...invited]) : undefined,
          ),
        )
    }
    await tx
      .update(eventHouseholds)
      .set({
        songWish: event.questions.askSongWish ? answer.songWish : '',
        freeAnswer: event.questions.freeQuestion ? answer.freeAnswer : '',
        message: answer.message,
        respondedAt: now,
        updatedAt: now,
      })
      .where(eq(eventHouseholds.id, household.id))
    await tx.insert(eventActivity).values({
      eventId: event.id,
      householdId: household.id,
      kind: changed ? 'rsvp-changed' : 'rsvp',
      details: {
        household: household.name,
        attending: attendingCount,
        declined: people.length - attendingCount,
      },
      createdAt: now,
    })
  })
  return {
    householdName: household.name,
    attending: attendingCount,
    declined: people.length - attendingCount,
    changed,
  }
}

export const EVENT_NOT_FOUND = 'Diese Einladungsseite gibt es nicht (mehr).'
export const TOKEN_UNKNOWN =
  'Dieser persönliche Link ist ungültig oder wurde ersetzt. Bitte nutzen Sie den Link von Ihrer Karte oder suchen Sie Ihre Einladung mit Ihrem Namen.'

function checkAnswer(
  event: EventRow,
  answer: RsvpAnswer,
  household: { regular: EventMemberRow[]; invited: Set<string>; plusOnesAllowed: number },
): void {
  const own = new Set(household.regular.map((member) => member.id))
  const answered = new Set<string>()
  for (const [index, person] of answer.members.entries()) {
    if (!own.has(person.memberId) || answered.has(person.memberId)) {
      throw new ShopError('Diese Person gehört nicht zu Ihrer Einladung.', {
        status: 422,
        field: `members.${index}.memberId`,
      })
    }
    answered.add(person.memberId)
  }
  if (answered.size !== own.size) {
    throw new ShopError('Bitte antworten Sie für jede Person Ihrer Einladung.', {
      status: 422,
      field: 'members',
    })
  }
  if (answer.plusOnes.length > household.plusOnesAllowed) {
    const allowed = household.plusOnesAllowed
    throw new ShopError(
      allowed === 0
        ? 'Zu dieser Einladung gehören keine Begleitpersonen.'
        : `Sie können höchstens ${allowed} ${allowed === 1 ? 'Begleitperson' : 'Begleitpersonen'} mitbringen.`,
      { status: 422, field: 'plusOnes' },
    )
  }
  const people = [
    ...answer.members.map((person, index) => ({ person, at: `members.${index}` })),
    ...answer.plusOnes.map((person, index) => ({ person, at: `plusOnes.${index}` })),
  ]
  for (const { person, at } of people) {
    if (person.attending.some((id) => !household.invited.has(id))) {
      throw new ShopError('Zu diesem Programmteil sind Sie nicht eingeladen.', {
        status: 422,
        field: `${at}.attending`,
      })
    }
    if (person.mealChoice !== null && !event.questions.mealChoices.includes(person.mealChoice)) {
      throw new ShopError('Dieses Menü steht nicht zur Wahl.', { status: 422, field: `${at}.mealChoice` })
    }
  }
}

/** Meal and diets only for someone who comes, and only what the couple asked. */
function choicesOf(event: EventRow, person: RsvpAnswer['members'][number] | RsvpAnswer['plusOnes'][number]) {
  const comes = person.attending.length > 0
  const askDiet = event.questions.askDiet
  return {
    mealChoice: comes ? person.mealChoice : null,
    diets: comes && askDiet ? person.diets : [],
    allergies: comes && askDiet ? person.allergies : '',
  }
}

function germanDate(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}.${month}.${year}`
}
