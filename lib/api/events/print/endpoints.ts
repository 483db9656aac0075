import { defineEndpoint } from '@/lib/api/endpoint'
import { printOverviewSchema, startPrintSchema, startedPrintSchema } from '@/lib/shop/events/print/schema'

/**
 * Printing from the event's guest list (issue 31 point 7): signed in (401), the customer's own event
 * (404 like a missing one); the answers name guests, so they are private, no-store (proxy, ADR 0050).
 */
const OWNER_ONLY = {
  401: 'Not signed in',
  404: 'No event with this id belongs to the signed-in customer',
} as const

export const printOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/events/{id}/print',
  summary:
    'How many place cards (guests who said yes), table cards (tables with guests) and thank-you cards (households that came) the guest list prints, with the first names of each',
  tags: ['events'],
  response: printOverviewSchema,
  errors: OWNER_ONLY,
})

export const startPrintEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/print',
  summary:
    'Makes a saved card design of the piece (the catalogue’s place card, table card or thank-you card in the invitation’s theme) whose mail merge is a copy of the guest list now; open it in the card editor',
  tags: ['events'],
  body: startPrintSchema,
  response: startedPrintSchema,
  errors: {
    ...OWNER_ONLY,
    422: 'Nothing to print yet: nobody said yes, nobody sits at a table, or no household came',
  },
  maxBodyBytes: 256,
})

export const EVENT_PRINT_ENDPOINTS = [printOverviewEndpoint, startPrintEndpoint] as const
