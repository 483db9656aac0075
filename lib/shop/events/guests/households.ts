import { and, eq } from 'drizzle-orm'
import { eventActivity, eventHouseholds } from '@/lib/db/schema/events'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { ownedEvent } from './owner'
import type { HouseholdInput, HouseholdView } from './schema'
import { insertHousehold, loadHouseholds, subEventsOf, updateHousehold } from './store'

/**
 * The guest list's households for the event's owner (issue 31 point 3). Every call checks that the
 * event is the customer's (otherwise 404); sub-event invitations must name the event's own sub-events.
 */

export async function listHouseholds(db: Db, eventId: string, customerId: string): Promise<HouseholdView[]> {
  const event = await ownedEvent(db, eventId, customerId)
  return loadHouseholds(db, event.id)
}

async function checkSubEvents(db: Db, eventId: string, input: HouseholdInput): Promise<void> {
  const own = new Set((await subEventsOf(db, eventId)).map((s) => s.id))
  if (input.subEventIds.some((id) => !own.has(id))) {
    throw new ShopError('Dieses Teil-Event gehört nicht zu Ihrem Event.', {
      status: 422,
      field: 'subEventIds',
    })
  }
}

export async function addHousehold(
  db: Db,
  eventId: string,
  customerId: string,
  input: HouseholdInput,
): Promise<HouseholdView> {
  const event = await ownedEvent(db, eventId, customerId)
  await checkSubEvents(db, event.id, input)
  const id = await db.transaction(async (tx) => {
    const householdId = await insertHousehold(tx, event.id, input)
    await tx.insert(eventActivity).values({
      eventId: event.id,
      kind: 'household-added',
      householdId,
      details: { name: input.name },
    })
    return householdId
  })
  return viewOf(db, event.id, id)
}

async function ownedHousehold(db: Db, eventId: string, householdId: string) {
  const [row] = /^[0-9a-f-]{36}$/i.test(householdId)
    ? await db
        .select({ id: eventHouseholds.id, name: eventHouseholds.name })
        .from(eventHouseholds)
        .where(and(eq(eventHouseholds.id, householdId), eq(eventHouseholds.eventId, eventId)))
    : []
  if (!row) throw new ShopError('Diesen Haushalt gibt es nicht in Ihrer Gästeliste.', { status: 404 })
  return row
}

export async function editHousehold(
  db: Db,
  eventId: string,
  customerId: string,
  householdId: string,
  input: HouseholdInput,
): Promise<HouseholdView> {
  const event = await ownedEvent(db, eventId, customerId)
  const household = await ownedHousehold(db, event.id, householdId)
  await checkSubEvents(db, event.id, input)
  await db.transaction((tx) => updateHousehold(tx, household.id, input))
  return viewOf(db, event.id, household.id)
}

export async function removeHousehold(
  db: Db,
  eventId: string,
  customerId: string,
  householdId: string,
): Promise<{ removed: true }> {
  const event = await ownedEvent(db, eventId, customerId)
  const household = await ownedHousehold(db, event.id, householdId)
  await db.transaction(async (tx) => {
    await tx.delete(eventHouseholds).where(eq(eventHouseholds.id, household.id))
    await tx.insert(eventActivity).values({
      eventId: event.id,
      kind: 'household-removed',
      details: { name: household.name },
    })
  })
  return { removed: true }
}

async function viewOf(db: Db, eventId: string, householdId: string): Promise<HouseholdView> {
  const found = (await loadHouseholds(db, eventId)).find((h) => h.id === householdId)
  if (!found) throw new ShopError('Diesen Haushalt gibt es nicht in Ihrer Gästeliste.', { status: 404 })
  return found
}
