import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { DELIVERY_COUNTRIES } from '@/lib/config/shipping'
import { deliveryCountrySchema } from '@/lib/shop/sales/pricing/schema'

const day = z.string().describe('YYYY-MM-DD')

export const expressShopQuerySchema = z.strictObject({ country: deliveryCountrySchema })

export const expressShopResponseSchema = z.object({
  country: z.enum(DELIVERY_COUNTRIES),
  available: z.boolean().describe('Express delivery is offered to this country'),
  cutoff: z.object({
    hour: z.number().int().describe('Orders before this hour are handed to the carrier that day'),
    timeZone: z.string().describe('The time zone of the cut-off (where the shop produces)'),
  }),
  orderBy: z.iso.datetime().describe('Order before this instant (UTC) to get `delivery`'),
  delivery: z
    .object({ from: day, to: day })
    .nullable()
    .describe('Express delivery date (from = to) or, in the US, its window; null where not offered'),
  validForSeconds: z
    .number()
    .int()
    .min(0)
    .describe('How long this answer stays true; it is cached for no longer (at most an hour)'),
})

export const expressShopEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/express-shop',
  summary: 'Express availability, the next cut-off and the express delivery date for a country, now',
  tags: ['prices'],
  query: expressShopQuerySchema,
  response: expressShopResponseSchema,
})
