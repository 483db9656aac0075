import { z } from 'zod'
import {
  CALENDAR_ACCESSORY_KEYS,
  CALENDAR_FORMAT_KEYS,
  CALENDAR_MOUNTING_KEYS,
  CALENDAR_PAPER_KEYS,
  CALENDAR_REFINEMENT_KEYS,
  CALENDAR_YEARS,
} from '@/lib/model/calendar-keys'
import { ShopError } from '@/lib/shop/common/errors'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import type { Market } from '@/lib/shop/sales/pricing/market'
import { CALENDAR_LIMITS } from './config'
import { findCalendarDesignGroup } from './design-groups'
import { CALENDAR_MONTHS, quoteCalendar, type CalendarOptions, type CalendarQuote } from './pricing'

/**
 * A calendar cart or order line as the price list sees it (ADR 0070). Like wall art, the options are
 * derived from the design document's `calendar` spec alone, never sent by a client: the calendar that
 * is paid for is the one the print file is made from.
 */

export const calendarQuantitySchema = z
  .number()
  .int('the quantity is a whole number')
  .min(1, 'at least 1 calendar')
  .max(CALENDAR_LIMITS.maxAmount, `at most ${CALENDAR_LIMITS.maxAmount} calendars of one line`)

/** The engine input of a calendar line, as stored with the order line and re-read by the order quote. */
export const calendarLineOptionsSchema = z.strictObject({
  designGroupId: z.number().int().min(1).max(999_999),
  formatType: z.enum(CALENDAR_FORMAT_KEYS),
  mountingType: z.enum(CALENDAR_MOUNTING_KEYS),
  paperType: z.enum(CALENDAR_PAPER_KEYS),
  refinementType: z.enum(CALENDAR_REFINEMENT_KEYS),
  accessoryTypes: z.array(z.enum(CALENDAR_ACCESSORY_KEYS)).max(CALENDAR_ACCESSORY_KEYS.length),
  year: z.number().int().min(CALENDAR_YEARS.first).max(CALENDAR_YEARS.last),
  startMonth: z.number().int().min(1).max(12),
  months: z.number().int().min(CALENDAR_MONTHS.min).max(CALENDAR_MONTHS.max),
  amount: calendarQuantitySchema,
}) satisfies z.ZodType<CalendarOptions>
export type CalendarLineOptions = z.output<typeof calendarLineOptionsSchema>

/**
 * The price-list options of a spec. The spec's type must be its design group's: the group decides the
 * formats and mountings it is made in, so a calendar claiming another type would be priced wrongly.
 */
export function calendarLineOptions(spec: CalendarSpec, quantity: number): CalendarLineOptions {
  const amount = calendarQuantitySchema.safeParse(quantity)
  if (!amount.success) {
    throw new ShopError(`quantity: ${amount.error.issues[0]?.message ?? 'not a quantity'}`, {
      status: 422,
      field: 'quantity',
    })
  }
  const group = findCalendarDesignGroup(spec.designGroupId)
  if (!group) {
    throw new ShopError(`There is no calendar design ${spec.designGroupId}`, {
      status: 422,
      field: 'designGroupId',
    })
  }
  if (group.type !== spec.type) {
    throw new ShopError(`Calendar design ${group.id} is a ${group.type} calendar, not a ${spec.type}`, {
      status: 422,
      field: 'type',
    })
  }
  return {
    designGroupId: spec.designGroupId,
    formatType: spec.formatType,
    mountingType: spec.mountingType,
    paperType: spec.paperType,
    refinementType: spec.refinementType,
    accessoryTypes: [...spec.accessoryTypes],
    year: spec.year,
    startMonth: spec.startMonth,
    months: spec.months,
    amount: amount.data,
  }
}

export interface CalendarLineQuote {
  unitPrice: number
  total: number
  vatBasisPoints: number
  quote: CalendarQuote
}

/**
 * One calendar line in a delivery country's market: the calendar price list of its currency, VAT at
 * the country's rate (like wall art, gross in VAT markets, net in the US). A combination the range
 * does not make is a 422 naming the spec's field.
 */
export function priceCalendarLine(
  options: CalendarLineOptions,
  market: Pick<Market, 'currency' | 'vatBasisPoints'>,
): CalendarLineQuote {
  try {
    const quote = quoteCalendar(options, market.currency)
    return { unitPrice: quote.unitPrice, total: quote.total, vatBasisPoints: market.vatBasisPoints, quote }
  } catch (error) {
    // A design withdrawn since the line was added: the line exists, only its design cannot be made.
    if (error instanceof ShopError && error.options.status === 404) {
      throw new ShopError(error.message, { status: 422, field: error.options.field ?? 'designGroupId' })
    }
    throw error
  }
}
