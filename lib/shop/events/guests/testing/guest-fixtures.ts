import type { Db } from '@/lib/db/types'
import { createEvent, updateEvent } from '@/lib/shop/events/event'
import { eventOwner } from '@/lib/shop/events/event/testing/event-fixtures'
import { TWO_SUB_EVENTS } from '@/lib/shop/events/event/testing/event-fixtures'
import type { GuestSheet } from '../export'
import { sheetCsv } from '../export'

/** An owner with a wedding that has two sub-events (Standesamt, Feier), through the event domain. */
export async function ownerWithEvent(db: Db) {
  const owner = await eventOwner(db)
  const created = await createEvent(db, owner.id, {
    occasion: 'hochzeit',
    title: 'Anna & Ben',
    eventDate: '2027-06-12',
    locale: 'de-DE',
  })
  const event = await updateEvent(db, owner.id, created.id, {
    subEvents: TWO_SUB_EVENTS.map((s) => ({ ...s })),
  })
  return { owner, event }
}

/** A CSV file of the sheet, as a person would upload it. */
export const csvOf = (sheet: GuestSheet) => sheetCsv(sheet)
