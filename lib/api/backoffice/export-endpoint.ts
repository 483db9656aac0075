import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { orderFilterSchema } from '@/lib/backoffice/orders-query'

/**
 * The back office's order export for an accounting tool (issue 34 point 7, ADR 0087): the CSV's
 * columns and rows as JSON, with the same filters as the order list. Authenticated by the calling
 * staff member's own API token (`Authorization: Bearer bo_…`, made at /backoffice/api-access).
 */
export const ordersExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/backoffice/orders-export',
  summary: 'Orders as the back-office CSV export (all address lines, Berlin local time, invoice numbers)',
  tags: ['backoffice'],
  query: orderFilterSchema.omit({ page: true }),
  response: z.object({
    timeZone: z.literal('Europe/Berlin').describe('The zone of the date column'),
    columns: z.array(z.string()).describe('Column names, as in the CSV header'),
    rows: z.array(z.array(z.string())).describe('One row per order, cells as in the CSV'),
  }),
  errors: {
    401: 'No valid staff API token in the Authorization header (Bearer bo_…)',
    403: 'The token’s staff member may not export orders',
  },
})
