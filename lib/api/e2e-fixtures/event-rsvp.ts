import { randomUUID } from 'node:crypto'
import { customers, savedDesigns } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createEvent, publishEvent, setEventPassword, updateEvent } from '@/lib/shop/events/event/events'
import { addHousehold } from '@/lib/shop/events/guests/households'
import { WEDDING_DETAILS, WEDDING_QUESTIONS } from '@/lib/shop/events/rsvp/testing/wedding'

/** The page password of the fixture event made with `password`. */
export const FIXTURE_EVENT_PASSWORD = 'geheim-123'

const place = { street: '', postcode: '', country: 'DE', note: '', endTime: null }

/**
 * The event page's browser tests' data, made as the account makes it (the event's and the guest
 * list's own domain functions): a wedding with a civil ceremony (household Berg only) and a party
 * (everyone), households Berg (Anna, Ben, one plus-one) and Klein (Cem), a far RSVP deadline and the
 * sample card as its invitation design; optionally a page password, or still a draft. Only the E2E
 * fixture route and the bench call it.
 */
export async function eventRsvpFixture(db: Db, options: { password: boolean; draft: boolean }) {
  const customerId = randomUUID()
  await db.insert(customers).values({ id: customerId, name: 'Anna Berg', email: `${customerId}@example.org` })
  const [design] = await db
    .insert(savedDesigns)
    .values({ customerId, document: sampleDocumentInput(), documentVersion: 2, product: 'card', options: {} })
    .returning({ id: savedDesigns.id })
  const created = await createEvent(db, customerId, {
    occasion: 'hochzeit',
    title: 'Anna & Ben',
    eventDate: '2099-06-12',
  })
  const event = await updateEvent(db, customerId, created.id, {
    savedDesignId: design?.id ?? null,
    rsvpDeadline: '2099-05-15',
    details: WEDDING_DETAILS,
    questions: WEDDING_QUESTIONS,
    subEvents: [
      {
        ...place,
        name: 'Standesamt',
        date: '2099-06-12',
        startTime: '11:00',
        placeName: 'Rathaus',
        city: 'Köln',
      },
      {
        ...place,
        name: 'Feier',
        date: '2099-06-12',
        startTime: '18:00',
        placeName: 'Gut Rheinblick',
        city: 'Bonn',
      },
    ],
  })
  const [ceremony, party] = event.subEvents
  if (!ceremony || !party) throw new Error('the fixture event has no sub-events')
  const household = (
    name: string,
    members: { firstName: string; lastName: string }[],
    subEventIds: string[],
    plusOnes = 0,
  ) =>
    addHousehold(db, event.id, customerId, {
      name,
      salutationStyle: 'sie',
      addresseeOverride: null,
      street: '',
      street2: '',
      postcode: '',
      city: '',
      country: 'DE',
      email: null,
      tags: [],
      plusOnesAllowed: plusOnes,
      subEventIds,
      members: members.map((member) => ({ ...member, salutation: 'keine', title: '', isChild: false })),
    })
  const berg = await household(
    'Familie Berg',
    [
      { firstName: 'Anna', lastName: 'Berg' },
      { firstName: 'Ben', lastName: 'Berg' },
    ],
    [ceremony.id, party.id],
    1,
  )
  const klein = await household('Cem Klein', [{ firstName: 'Cem', lastName: 'Klein' }], [party.id])
  if (options.password) await setEventPassword(db, customerId, event.id, FIXTURE_EVENT_PASSWORD)
  if (!options.draft) await publishEvent(db, customerId, event.id)
  return {
    slug: event.slug,
    ceremonyId: ceremony.id,
    partyId: party.id,
    berg: { id: berg.id, token: berg.rsvpToken },
    klein: { id: klein.id, token: klein.rsvpToken },
  }
}
