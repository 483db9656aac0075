import { randomUUID } from 'node:crypto'
import {
  customers,
  eventHouseholds,
  eventInvitations,
  eventMembers,
  events,
  eventSubEvents,
  type EventRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { newRsvpToken } from '../token'

/**
 * Test rows of a published wedding: a civil ceremony only the Bergs are invited to and a party for
 * everyone; household Berg (Anna and Ben, one plus-one allowed) and household Klein (Cem). Written
 * with Drizzle because the tests of this folder check rows, not the account's forms.
 */
export interface WeddingFixture {
  event: EventRow
  ceremonyId: string
  partyId: string
  berg: { id: string; token: string; annaId: string; benId: string }
  klein: { id: string; token: string; cemId: string }
}

/** The wedding's page details and RSVP questions, shared with the browser tests' fixture event. */
export const WEDDING_DETAILS: EventRow['details'] = {
  schedule: [{ time: '14:00', label: 'Trauung' }],
  dressCode: 'Festlich',
  giftLinks: [],
  accommodation: '',
  freeText: '',
  photoUploadIds: [],
}

export const WEDDING_QUESTIONS: EventRow['questions'] = {
  mealChoices: ['Fleisch', 'Fisch', 'Vegetarisch'],
  askDiet: true,
  askSongWish: true,
  freeQuestion: '',
}

export async function insertWedding(
  db: Db,
  overrides: Partial<typeof events.$inferInsert> = {},
): Promise<WeddingFixture> {
  const customerId = randomUUID()
  await db.insert(customers).values({ id: customerId, name: 'Anna Berg', email: `${customerId}@example.org` })
  const [event] = await db
    .insert(events)
    .values({
      customerId,
      slug: `anna-und-ben-${customerId.slice(0, 10)}`,
      occasion: 'hochzeit',
      state: 'published',
      title: 'Anna & Ben',
      eventDate: '2027-06-12',
      rsvpDeadline: '2027-05-15',
      details: WEDDING_DETAILS,
      questions: WEDDING_QUESTIONS,
      ...overrides,
    })
    .returning()
  if (!event) throw new Error('event not inserted')
  const [ceremony, party] = await db
    .insert(eventSubEvents)
    .values([
      {
        eventId: event.id,
        position: 1,
        name: 'Standesamt',
        date: '2027-06-12',
        startTime: '11:00',
        city: 'Köln',
      },
      { eventId: event.id, position: 2, name: 'Feier', date: '2027-06-12', startTime: '18:00', city: 'Bonn' },
    ])
    .returning()
  if (!ceremony || !party) throw new Error('sub-events not inserted')
  const bergToken = newRsvpToken()
  const kleinToken = newRsvpToken()
  const [berg, klein] = await db
    .insert(eventHouseholds)
    .values([
      { eventId: event.id, position: 1, name: 'Familie Berg', rsvpToken: bergToken, plusOnesAllowed: 1 },
      { eventId: event.id, position: 2, name: 'Cem Klein', rsvpToken: kleinToken },
    ])
    .returning()
  if (!berg || !klein) throw new Error('households not inserted')
  const [anna, ben, cem] = await db
    .insert(eventMembers)
    .values([
      { householdId: berg.id, position: 1, firstName: 'Anna', lastName: 'Berg', salutation: 'frau' },
      { householdId: berg.id, position: 2, firstName: 'Ben', lastName: 'Berg', salutation: 'herr' },
      { householdId: klein.id, position: 1, firstName: 'Cem', lastName: 'Klein', salutation: 'herr' },
    ])
    .returning()
  if (!anna || !ben || !cem) throw new Error('members not inserted')
  await db.insert(eventInvitations).values([
    { householdId: berg.id, subEventId: ceremony.id },
    { householdId: berg.id, subEventId: party.id },
    { householdId: klein.id, subEventId: party.id },
  ])
  return {
    event,
    ceremonyId: ceremony.id,
    partyId: party.id,
    berg: { id: berg.id, token: bergToken, annaId: anna.id, benId: ben.id },
    klein: { id: klein.id, token: kleinToken, cemId: cem.id },
  }
}
