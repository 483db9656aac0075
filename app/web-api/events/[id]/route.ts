import { deleteEventEndpoint, getEventEndpoint, updateEventEndpoint } from '@/lib/api/events/event-endpoints'
import { eventRoute } from '@/lib/api/events/event-route-support'
import { deleteEvent, requireEventForOwner, updateEvent } from '@/lib/shop/events/event'

export const GET = eventRoute(getEventEndpoint, ({ id, db, customerId }) =>
  requireEventForOwner(db, customerId, id),
)

export const PATCH = eventRoute(updateEventEndpoint, ({ id, body, db, customerId }) =>
  updateEvent(db, customerId, id, body),
)

export const DELETE = eventRoute(deleteEventEndpoint, async ({ id, db, customerId }) => {
  await deleteEvent(db, customerId, id)
  return { deleted: true as const }
})
