import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  createEventSchema,
  eventPasswordSchema,
  eventPublishSchema,
  eventSummarySchema,
  eventViewSchema,
  updateEventSchema,
} from '@/lib/shop/events/event/schema'

/**
 * The event portal's account calls (issue 31 point 1 and 9): all need the session cookie (401
 * without), and another customer's event answers like a missing one (404). Personal data: never cached.
 */
const SMALL = 4 * 1024
/** Every section at once: texts of a few thousand characters, a dozen photos, ten sub-events. */
const EDIT = 64 * 1024
const signedIn = { 401: 'Not signed in' } as const
const NOT_THEIRS = { 404: 'No event with this id belongs to the signed-in customer' } as const

export const listEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/events',
  summary: "The signed-in customer's events (event portal), latest event date first",
  tags: ['events'],
  response: z.object({ items: z.array(eventSummarySchema) }),
  errors: signedIn,
})

export const createEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events',
  summary: 'Creates an event as a draft: occasion, title, date and the page language',
  tags: ['events'],
  body: createEventSchema,
  response: eventViewSchema,
  errors: signedIn,
  maxBodyBytes: SMALL,
})

export const getEventEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/events/{id}',
  summary: 'One of the customer’s events with its sub-events and what publishing still needs',
  tags: ['events'],
  response: eventViewSchema,
  errors: { ...signedIn, ...NOT_THEIRS },
})

export const updateEventEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/web-api/events/{id}',
  summary:
    'Saves sections of an event (fields left out stay; last write wins). Sub-events are the whole list in order: ' +
    'one with an id is updated (its invitations stay), one without is new, one missing is deleted',
  tags: ['events'],
  body: updateEventSchema,
  response: eventViewSchema,
  errors: {
    ...signedIn,
    ...NOT_THEIRS,
    422: 'A photo or design that is not the customer’s, a sub-event of another event, an answer deadline after the event, or a published event left without what publishing needs',
  },
  maxBodyBytes: EDIT,
})

export const deleteEventEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/web-api/events/{id}',
  summary: 'Deletes an event with its guest list, answers and activity ("Event löschen")',
  tags: ['events'],
  response: z.object({ deleted: z.literal(true) }),
  errors: { ...signedIn, ...NOT_THEIRS },
})

export const publishEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/publish',
  summary: 'Publishes (needs a title, a date and a sub-event with a place) or unpublishes the event page',
  tags: ['events'],
  body: eventPublishSchema,
  response: eventViewSchema,
  errors: { ...signedIn, ...NOT_THEIRS, 422: 'What publishing still needs, named in the message' },
  maxBodyBytes: SMALL,
})

export const eventPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/password',
  summary: 'Sets (6 to 128 characters, stored as an argon2 hash) or removes (null) the event page’s password',
  tags: ['events'],
  body: eventPasswordSchema,
  response: eventViewSchema,
  errors: { ...signedIn, ...NOT_THEIRS },
  maxBodyBytes: SMALL,
})

export const EVENT_ACCOUNT_ENDPOINTS = [
  listEventsEndpoint,
  createEventEndpoint,
  getEventEndpoint,
  updateEventEndpoint,
  deleteEventEndpoint,
  publishEventEndpoint,
  eventPasswordEndpoint,
] as const
