import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  catererQuerySchema,
  dashboardSchema,
  reminderResultSchema,
  sendRemindersSchema,
} from '@/lib/shop/events/dashboard/schema'

/**
 * The couple's dashboard (issue 31 point 6): signed in (401), the customer's own event (404 like a
 * missing one); answers are private, no-store like every account answer (proxy, ADR 0050).
 */
const OWNER_ONLY = {
  401: 'Not signed in',
  404: 'No event with this id belongs to the signed-in customer',
} as const

export const eventDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/events/{id}/dashboard',
  summary:
    'Counts per sub-event (invited, accepted incl. plus-ones, declined, open), meal/diet/allergy totals of attending guests, who a reminder would reach and the activity list (newest 50)',
  tags: ['events'],
  response: dashboardSchema,
  errors: OWNER_ONLY,
})

export const sendRemindersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/reminders',
  summary:
    'E-mails a reminder with its personal link to every household with an address that has not answered and was not reminded in the last 3 days (one per household, however often it is called)',
  tags: ['events'],
  body: sendRemindersSchema,
  response: reminderResultSchema,
  errors: {
    ...OWNER_ONLY,
    409: 'Nobody to remind (all answered, no address or reminded within 3 days), the page is a draft or answers are closed',
  },
  maxBodyBytes: 256,
})

export const catererExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/events/{id}/caterer-export',
  summary:
    'The caterer’s list (.xlsx or .csv): per sub-event guests, children, plus-ones, meals, diets and allergy texts; no names, e-mails or addresses',
  tags: ['events'],
  query: catererQuerySchema,
  response: z.string().describe('file bytes'),
  errors: OWNER_ONLY,
})

export const EVENT_DASHBOARD_ENDPOINTS = [
  eventDashboardEndpoint,
  sendRemindersEndpoint,
  catererExportEndpoint,
] as const
