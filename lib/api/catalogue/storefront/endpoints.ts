import { z } from 'zod'
import { BRAND_KEYS } from '@/lib/config/brands'
import { defineEndpoint } from '@/lib/api/endpoint'
import { ASPECT_RATIO_KEYS } from '@/lib/model/design-keys'
import { lengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'

/** Set-up endpoints of the spec's /web-api contract. */

export const initialDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/shop-frontends-initial-data',
  summary: 'Brand, locale settings, features and support contact for a storefront',
  tags: ['setup'],
  response: z.object({
    channel: z.enum(BRAND_KEYS),
    displayName: z.string(),
    flagPrefix: z.string(),
    locale: z.string(),
    locales: z.array(z.object({ segment: z.string(), code: z.string() })),
    currency: z.string(),
    lengthUnit: z.enum(['cm', 'in']),
    trailingSlash: z.boolean(),
    features: z.record(z.string(), z.boolean()),
    invoiceMinimum: z.number().int().describe('Minor units of the basket currency'),
    company: z.object({ legalName: z.string(), foundingYear: z.number().int() }),
    support: z.object({
      email: z.string(),
      phone: z.string(),
      hours: z.object({
        days: z.array(z.string()),
        opens: z.string(),
        closes: z.string(),
        timeZone: z.string(),
      }),
    }),
  }),
})

export const localizedUrlsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/localized-urls',
  summary: 'The URLs of a page in every locale of the brand, plus x-default',
  tags: ['setup'],
  query: z.strictObject({
    path: z
      .string()
      .max(500)
      .regex(/^[a-z0-9\-_/]*$/, 'only lower-case letters, digits, "-", "_" and "/"')
      .default('')
      .describe('The page below the locale, e.g. "products"; empty for the home page'),
  }),
  response: z.object({ urls: z.record(z.string(), z.string()) }),
})

export const aspectRatioEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/aspect-ratio',
  summary: 'The aspect ratios designs are filtered by',
  tags: ['catalogue'],
  response: z.object({ aspectRatios: z.array(z.enum(ASPECT_RATIO_KEYS)), lengthUnit }),
})
