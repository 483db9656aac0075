import { publishEventEndpoint } from '@/lib/api/events/event-endpoints'
import { eventRoute } from '@/lib/api/events/event-route-support'
import { setEventPublished } from '@/lib/shop/events/event'

export const POST = eventRoute(publishEventEndpoint, ({ id, body, db, customerId }) =>
  setEventPublished(db, customerId, id, body.published),
)
