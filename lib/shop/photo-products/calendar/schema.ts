import { z } from 'zod'
import { DESIGN_SORT_KEYS, DESIGN_STYLE_KEYS, ASPECT_RATIO_KEYS } from '@/lib/model/design-keys'
import { shopCurrencySchema } from '@/lib/shop/sales/pricing/shop-currency'
import {
  CALENDAR_ACCESSORY_KEYS,
  CALENDAR_FORMAT_KEYS,
  CALENDAR_LIMITS,
  CALENDAR_MOUNTING_KEYS,
  CALENDAR_PAPER_KEYS,
  CALENDAR_REFINEMENT_KEYS,
  CALENDAR_TYPE_KEYS,
} from './config'

/** Query parameters arrive as strings; numbers are coerced, then bounded. Unknown keys are refused. */
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

export const designGroupIdSchema = int(1, 999_999).describe('Calendar design group id')

export const calendarListQuerySchema = z.strictObject({
  designGroupId: designGroupIdSchema.optional(),
  type: z.enum(CALENDAR_TYPE_KEYS).optional().describe('Calendar type, e.g. wall or table'),
  formatType: z.enum(CALENDAR_FORMAT_KEYS).optional().describe('Only groups made in this format'),
  aspectRatio: z.enum(ASPECT_RATIO_KEYS).optional().describe('Only groups with a format of this shape'),
  style: z.array(z.enum(DESIGN_STYLE_KEYS)).max(10).optional().describe('Styles, sent as style[]'),
  sort: z.enum(DESIGN_SORT_KEYS).default('popularity').describe('popularity or newest'),
  offset: int(0, 10_000).default(0).describe('Groups to skip (show more)'),
  limit: int(1, 48).default(12).describe('Groups per page: 12 or up to 48'),
  currency: shopCurrencySchema,
})
export type CalendarListQuery = z.output<typeof calendarListQuerySchema>

export const calendarPriceQuerySchema = z
  .strictObject({
    designGroupId: designGroupIdSchema,
    formatType: z.enum(CALENDAR_FORMAT_KEYS).describe('Format key of the spec, e.g. a4-quer'),
    mountingType: z.enum(CALENDAR_MOUNTING_KEYS).optional().describe('Default: the type’s first'),
    paperType: z.enum(CALENDAR_PAPER_KEYS).default('standard').describe('Paper'),
    refinementType: z
      .enum(CALENDAR_REFINEMENT_KEYS)
      .default('ohne')
      .describe('Foil or varnish; matt paper only'),
    amount: int(1, CALENDAR_LIMITS.maxAmount).default(1).describe('Number of calendars'),
    year: int(CALENDAR_LIMITS.firstYear, CALENDAR_LIMITS.lastYear)
      .optional()
      .describe('Calendar year; without one, the coming year from September, else the running one'),
    startMonth: int(1, 12).optional().describe('First month, 1–12 (default 1)'),
    startDate: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, 'must be the first of a month, YYYY-MM-01')
      .optional()
      .describe('First month as a date; instead of year and startMonth'),
    months: int(12, 14)
      .default(12)
      .describe('Month pages: 12, or 13/14 when the calendar starts after January'),
    accessoryTypes: z
      .array(z.enum(CALENDAR_ACCESSORY_KEYS))
      .max(CALENDAR_ACCESSORY_KEYS.length)
      .refine((list) => new Set(list).size === list.length, 'each accessory at most once')
      .default([])
      .describe('Extras per calendar, sent as accessoryTypes[]'),
    currency: shopCurrencySchema,
  })
  .refine((q) => q.startDate === undefined || (q.year === undefined && q.startMonth === undefined), {
    message: 'send either startDate or year and startMonth',
    path: ['startDate'],
  })
  .refine((q) => q.months === 12 || startMonthOf(q) !== 1, {
    message: '13 or 14 months need a start month after January',
    path: ['months'],
  })

function startMonthOf(q: { startDate?: string; startMonth?: number }): number {
  return q.startDate === undefined ? (q.startMonth ?? 1) : Number(q.startDate.slice(5, 7))
}
export type CalendarPriceQuery = z.output<typeof calendarPriceQuerySchema>
