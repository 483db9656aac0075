import { handle } from '@/lib/api/endpoint'
import { createEventEndpoint, listEventsEndpoint } from '@/lib/api/events/event-endpoints'
import { eventOwnerOf } from '@/lib/api/events/event-route-support'
import { createEvent, listEventsForOwner } from '@/lib/shop/events/event'

export const GET = handle(listEventsEndpoint, async ({ ctx, request }) => {
  const { db, customerId } = await eventOwnerOf(request, ctx)
  return { items: await listEventsForOwner(db, customerId) }
})

export const POST = handle(createEventEndpoint, async ({ body, ctx, request }) => {
  const { db, customerId } = await eventOwnerOf(request, ctx)
  return createEvent(db, customerId, body)
})
