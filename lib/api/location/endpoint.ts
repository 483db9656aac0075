import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'

export const getLocationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/get-location/',
  summary:
    "The visitor's probable country for the country pop-up: the CDN's country header where the operator configured one behind trusted proxies, else the region of the browser's language; no outside service. Personal: never cached by others",
  tags: ['platform'],
  query: z.strictObject({}),
  response: z.object({
    country: z.string().length(2).nullable().describe('ISO 3166-1 alpha-2 code, or null when nothing says'),
    language: z.string().nullable().describe("The browser's first language (ISO 639), or null"),
    source: z.enum(['cdn', 'accept-language', 'none']).describe('What the hint was read from'),
  }),
})
