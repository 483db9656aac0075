import { z } from 'zod'
import { BRAND_KEYS } from '@/lib/config/brands'
import { clientErrorReportSchema } from '@/lib/log/client-error-schema'
import { defineEndpoint } from './endpoint'

/** The platform's own endpoints (issue 2), described for the OpenAPI document. */

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/health',
  summary: 'Liveness and database check',
  tags: ['platform'],
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({ status: z.enum(['ok', 'unavailable']), driver: z.string().optional() }),
  }),
  errors: { 503: 'The database is unavailable' },
})

export const clientErrorsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/client-errors',
  summary: 'Forward a browser error to the server log',
  tags: ['platform'],
  body: clientErrorReportSchema,
  response: z.null(),
  successStatus: 204,
  errors: { 413: 'Report larger than 16 KiB', 429: 'Too many reports from this address; see Retry-After' },
})

export const brandSwitchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/whitelabel/switch',
  summary: 'Toggle the brand for this visitor (testing aid); 303 to / unless JSON is accepted',
  tags: ['platform'],
  response: z.object({ brand: z.enum(BRAND_KEYS) }),
})
