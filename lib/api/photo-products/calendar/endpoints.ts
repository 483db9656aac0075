import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { graduatedLinesSchema } from '@/lib/shop/sales/pricing/graduated-schema'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'
import { calendarListQuerySchema, calendarPriceQuerySchema } from '@/lib/shop/photo-products/calendar/schema'

/** Calendar endpoints of the spec's /web-api contract. */

export { graduatedLinesSchema }

const minor = z.number().int().min(0).describe('Gross amount in minor units (cents) incl. VAT')
export const calendarDesignGroupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/calendar-design-group',
  summary: 'Calendar design groups: filtered, sorted, paged (the calendar list), or one by id',
  tags: ['calendar'],
  query: calendarListQuerySchema,
  response: z.object({
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    designGroups: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        type: z.string(),
        typeName: z.string(),
        formats: z.array(
          z.object({ key: z.string(), widthMm: z.number(), heightMm: z.number(), aspectRatio: z.string() }),
        ),
        style: z.string(),
        colours: z.array(z.string()),
        popularity: z.number().int(),
        createdAt: z.string(),
        priceFrom: minor.describe('Cheapest calendar of the group, default options'),
        currency: z.enum(SHOP_CURRENCIES),
        preview: z.object({ motif: z.string(), palette: z.array(z.string()) }),
      }),
    ),
    facets: z.object({
      types: z.array(z.object({ key: z.string(), name: z.string(), count: z.number().int() })),
    }),
  }),
  errors: { 404: 'No design group with that id' },
})

export const calendarPriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/calendar-price',
  summary: 'Price of a calendar line incl. VAT, excl. shipping',
  tags: ['calendar', 'prices'],
  query: calendarPriceQuerySchema,
  response: z.object({
    designGroupId: z.number().int(),
    formatType: z.string(),
    mountingType: z.string(),
    paperType: z.string(),
    refinementType: z.string(),
    accessoryTypes: z.array(z.string()),
    year: z.number().int(),
    startMonth: z.number().int(),
    months: z.number().int().describe('Month pages, 12 to 14'),
    amount: z.number().int(),
    currency: z.enum(SHOP_CURRENCIES),
    unitPrice: minor.describe('One calendar at full price'),
    components: z.array(z.object({ kind: z.string(), key: z.string(), unitPrice: minor })),
    lines: graduatedLinesSchema,
    total: minor,
  }),
  errors: { 404: 'No design group with that id', 422: 'A combination the calendar is not made in' },
})
