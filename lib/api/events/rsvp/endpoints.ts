import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  eventPasswordInputSchema,
  findHouseholdSchema,
  rsvpAnswerSchema,
} from '@/lib/shop/events/rsvp/answer-schema'
import { EVENT_SLUG_PATTERN } from '@/lib/shop/events/rsvp/guest-event'

/**
 * The guest side of the event portal (issue 31 points 2 and 4): answering the invitation, finding it
 * by name and giving the page password. No sign-in: the household's token (from the personal link)
 * is the capability, and the event page's forms post here with or without JavaScript (a form post
 * answers 303 back to the event page). Every answer is private (proxy, ADR 0050).
 */
export const eventSlugQuery = z.strictObject({
  slug: z.string().regex(EVENT_SLUG_PATTERN, { error: 'Diese Einladungsseite gibt es nicht.' }),
})

const pagePath = z.string().describe('The event page to show next (/{locale}/event/{slug}/)')

export const rsvpAnswerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/event-pages/{slug}/rsvp',
  summary:
    "A household's answer: accept/decline per member and invited sub-event, named plus-ones, meal, diets, song wish, message",
  tags: ['events'],
  query: eventSlugQuery,
  body: rsvpAnswerSchema,
  response: z.object({
    householdName: z.string(),
    attending: z.number().int(),
    declined: z.number().int(),
    changed: z.boolean().describe('False for the first answer, true for a change'),
    pagePath,
  }),
  errors: {
    404: 'No published event of that slug, or the token is not one of its households (revoked, another event)',
    422: 'Not this household’s member, a sub-event it is not invited to, a meal not offered, too many plus-ones, or past the RSVP deadline',
    429: 'Too many answers from this client address; Retry-After says when to try again',
  },
  maxBodyBytes: 32 * 1024,
})

export const findHouseholdEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/event-pages/{slug}/find-household',
  summary:
    'Find one’s invitation by first and last name: exactly one household matches, which the browser then remembers (cookie); never lists guests',
  tags: ['events'],
  query: eventSlugQuery,
  body: findHouseholdSchema,
  response: z.object({ pagePath }),
  errors: {
    403: 'The page has a password that was not given yet',
    404: 'No published event of that slug, or no single invitation under that name (one neutral message)',
    429: 'Too many tries from this client address or for this event',
  },
  maxBodyBytes: 4 * 1024,
})

export const eventPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/event-pages/{slug}/password',
  summary: "The event page's password: when it is right, the browser may see the page (cookie)",
  tags: ['events'],
  query: eventSlugQuery,
  body: eventPasswordInputSchema,
  response: z.object({ pagePath }),
  errors: {
    403: 'The password is wrong',
    404: 'No published event of that slug',
    429: 'Too many tries from this client address for this event',
  },
  maxBodyBytes: 4 * 1024,
})

export const eventMotifEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/event-pages/{slug}/motif',
  summary: 'The front page of the invitation the event page takes its look from, as a WebP picture',
  tags: ['events'],
  query: eventSlugQuery,
  response: z.string().describe('image/webp bytes'),
  errors: { 404: 'No event of that slug this visitor may see, or it has no invitation design' },
})

export const EVENT_PAGE_ENDPOINTS = [
  rsvpAnswerEndpoint,
  findHouseholdEndpoint,
  eventPasswordEndpoint,
  eventMotifEndpoint,
] as const
