import { z } from 'zod'
import { FLAG_NAMES, FLAG_ORIGINS, TREATMENTS } from '@/lib/config/flags'
import { defineEndpoint } from '@/lib/api/endpoint'

/** /web-api/feature-flags (spec 7, set-up calls): the calling visitor's treatments. */
export const featureFlagsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/feature-flags',
  summary:
    "The visitor's treatments for the channel's flags (all of them, or those named). The traffic key is the traffic_id cookie (customer_key after login), never the visitor key; crawlers and visitors without one get the default experience.",
  tags: ['setup'],
  query: z.strictObject({
    names: z
      .array(z.enum(FLAG_NAMES))
      .max(FLAG_NAMES.length)
      .optional()
      .describe('Flags to evaluate (names[]=...); default: every flag of the channel'),
  }),
  response: z.object({
    treatments: z.record(z.string(), z.enum(TREATMENTS)),
    source: z.enum(['sdk', 'disabled', 'crawler', 'no-key', 'not-ready']),
    origins: z
      .record(z.string(), z.enum(FLAG_ORIGINS))
      .describe('Per flag: where its treatment came from (the provider, a QA override or the default)'),
  }),
})
