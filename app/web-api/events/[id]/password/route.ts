import { eventPasswordEndpoint } from '@/lib/api/events/event-endpoints'
import { eventRoute } from '@/lib/api/events/event-route-support'
import { setEventPassword } from '@/lib/shop/events/event'

export const POST = eventRoute(eventPasswordEndpoint, ({ id, body, db, customerId }) =>
  setEventPassword(db, customerId, id, body.password),
)
