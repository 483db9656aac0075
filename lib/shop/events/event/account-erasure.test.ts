import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  eventActivity,
  eventHouseholds,
  eventInvitations,
  eventMemberResponses,
  eventMembers,
  events,
  eventSubEvents,
} from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { deleteCustomerAccount } from '@/lib/shop/customers/customer-data'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { PASSWORD, signedInCustomer, testDeps } from '@/lib/shop/customers/testing/customer-test-kit'
import { createEvent, publishEvent, updateEvent } from './events'
import { TWO_SUB_EVENTS } from './testing/event-fixtures'

let handle: DbHandle
let deps: CustomerDeps
beforeAll(async () => {
  handle = await openTestDb()
  deps = testDeps(handle.db)
}, 180_000)
afterAll(() => handle.close())

/** A published event with a household, a member, an invitation, an answer and activity rows. */
async function eventWithGuests(customerId: string) {
  const { id } = await createEvent(handle.db, customerId, {
    occasion: 'hochzeit',
    title: 'Anna & Ben',
    eventDate: '2027-06-12',
  })
  const { subEvents } = await updateEvent(handle.db, customerId, id, { subEvents: [...TWO_SUB_EVENTS] })
  await publishEvent(handle.db, customerId, id)
  const [household] = await handle.db
    .insert(eventHouseholds)
    .values({
      eventId: id,
      position: 0,
      name: 'Familie Berg',
      email: 'berg@example.com',
      rsvpToken: `e-${id}`,
    })
    .returning()
  const [member] = await handle.db
    .insert(eventMembers)
    .values({
      householdId: household!.id,
      position: 0,
      firstName: 'Karl',
      lastName: 'Berg',
      allergies: 'Nüsse',
    })
    .returning()
  await handle.db
    .insert(eventInvitations)
    .values({ householdId: household!.id, subEventId: subEvents[1]!.id })
  await handle.db
    .insert(eventMemberResponses)
    .values({ memberId: member!.id, subEventId: subEvents[1]!.id, attending: true })
  return { id, householdId: household!.id, memberId: member!.id }
}

describe('deleting the account deletes its events and their guest data (issue 31 point 9)', () => {
  it('leaves no event, sub-event, household, member, invitation, answer or activity row behind', async () => {
    const { customer, headers } = await signedInCustomer(deps, 'event-owner-erased@example.com')
    const other = await signedInCustomer(deps, 'event-owner-kept@example.com')
    const mine = await eventWithGuests(customer.id)
    const theirs = await eventWithGuests(other.customer.id)

    await deleteCustomerAccount(deps, { password: PASSWORD }, { headers, locale: 'de-DE' })

    expect(await handle.db.select().from(events).where(eq(events.customerId, customer.id))).toEqual([])
    expect(await handle.db.select().from(eventSubEvents).where(eq(eventSubEvents.eventId, mine.id))).toEqual(
      [],
    )
    expect(
      await handle.db.select().from(eventHouseholds).where(eq(eventHouseholds.eventId, mine.id)),
    ).toEqual([])
    expect(await handle.db.select().from(eventMembers).where(eq(eventMembers.id, mine.memberId))).toEqual([])
    expect(
      await handle.db
        .select()
        .from(eventInvitations)
        .where(eq(eventInvitations.householdId, mine.householdId)),
    ).toEqual([])
    expect(
      await handle.db
        .select()
        .from(eventMemberResponses)
        .where(eq(eventMemberResponses.memberId, mine.memberId)),
    ).toEqual([])
    expect(await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, mine.id))).toEqual([])
    // Another customer's event is untouched.
    expect(
      await handle.db
        .select()
        .from(eventMembers)
        .where(inArray(eventMembers.id, [theirs.memberId])),
    ).toHaveLength(1)
    expect(await handle.db.select().from(events).where(eq(events.id, theirs.id))).toHaveLength(1)
  })
})
