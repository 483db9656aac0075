import type { Db } from '@/lib/db/types'
import { requireEventForOwner, type EventView } from '@/lib/shop/events/event'

/**
 * The event, if it is the customer's (the event domain's owner check): the guest list is personal
 * data of its owner alone, so another customer's event answers like a missing one (404).
 */
export function ownedEvent(db: Db, eventId: string, customerId: string): Promise<EventView> {
  return requireEventForOwner(db, customerId, eventId)
}
