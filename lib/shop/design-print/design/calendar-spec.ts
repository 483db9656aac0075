import { z } from 'zod'
import {
  CALENDAR_ACCESSORY_KEYS,
  CALENDAR_FORMAT_KEYS,
  CALENDAR_FORMAT_SIZES_MM,
  CALENDAR_MOUNTING_KEYS,
  CALENDAR_PAPER_KEYS,
  CALENDAR_REFINEMENT_KEYS,
  CALENDAR_TYPE_KEYS,
  CALENDAR_YEARS,
  type CalendarFormatKey,
} from '@/lib/model/calendar-keys'
import { HOLIDAY_COUNTRIES, isHolidayRegion } from './calendar/holidays/regions'
import type { Box } from './geometry'
import { labelSchema, printableText } from './layer-base'

/**
 * What a calendar is (ADR 0068): the sold options, the months it shows, where its holidays come from,
 * the family planner's persons and the dates entered once. It travels inside the design document
 * (`calendar`), so cart, order, price and print file read the same fields; the page geometry and the
 * month of each page are derived from it by `calendarLayout`, never stored apart from it.
 */

export { HOLIDAY_COUNTRIES } from './calendar/holidays/regions'
export type { HolidayCountry } from './calendar/holidays/regions'

export const CALENDAR_LOCALES = ['de-DE', 'de-AT', 'de-CH', 'en-US'] as const
export type CalendarLocale = (typeof CALENDAR_LOCALES)[number]

export const CALENDAR_BLEED_MM = 3
export const CALENDAR_SAFE_MARGIN_MM = 6
/** Wire binding and punched holes take the top edge: nothing readable belongs there. */
export const CALENDAR_BINDING_ZONE_MM = 12
export const MAX_CALENDAR_PERSONS = 6

/** Days of a month in a leap year: a birthday on 29 February is a valid yearly date. */
const MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

export const calendarEventSchema = z
  .strictObject({
    month: z.number().int().min(1, 'month must be 1–12').max(12, 'month must be 1–12'),
    day: z.number().int().min(1, 'day must be 1–31').max(31, 'day must be 1–31'),
    label: printableText(40, 'Date').min(1, 'a date needs a text'),
    year: z
      .number()
      .int()
      .min(1900)
      .max(2100)
      .optional()
      .describe('Only that year; absent: every year (birthdays)'),
  })
  .superRefine((event, ctx) => {
    const max = MAX_DAYS[event.month - 1] ?? 31
    const leap = event.year === undefined || isLeapYear(event.year)
    const days = event.month === 2 && !leap ? 28 : max
    if (event.day > days) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: `this month has only ${days} days` })
    }
  })
  .describe('A date printed in its day cell: a birthday every year, or an appointment in one year')

export const calendarSpecSchema = z
  .strictObject({
    designGroupId: z.number().int().min(1).max(999_999).describe('Design group the calendar was made from'),
    type: z.enum(CALENDAR_TYPE_KEYS).describe('wall, table, kitchen, family-planner or appointment'),
    formatType: z.enum(CALENDAR_FORMAT_KEYS).describe('Format key, e.g. a4-quer'),
    mountingType: z.enum(CALENDAR_MOUNTING_KEYS).describe('spirale, lochung, holzfuss or holzblock'),
    paperType: z.enum(CALENDAR_PAPER_KEYS),
    refinementType: z.enum(CALENDAR_REFINEMENT_KEYS).describe('ohne, gold, rosegold, silber or relief'),
    accessoryTypes: z
      .array(z.enum(CALENDAR_ACCESSORY_KEYS))
      .max(CALENDAR_ACCESSORY_KEYS.length)
      .refine((list) => new Set(list).size === list.length, 'each accessory at most once'),
    year: z
      .number()
      .int()
      .min(CALENDAR_YEARS.first, `calendars are made for ${CALENDAR_YEARS.first}–${CALENDAR_YEARS.last}`)
      .max(CALENDAR_YEARS.last, `calendars are made for ${CALENDAR_YEARS.first}–${CALENDAR_YEARS.last}`)
      .describe('Year of the first month'),
    startMonth: z.number().int().min(1).max(12).describe('First month, 1 = January'),
    months: z
      .union([z.literal(12), z.literal(13), z.literal(14)])
      .describe('Months shown: 12, or 13/14 for a calendar starting mid-year'),
    locale: z.enum(CALENDAR_LOCALES).describe('Month and weekday names and the first day of the week'),
    holidays: z
      .strictObject({
        country: z.enum(HOLIDAY_COUNTRIES),
        region: z
          .string()
          .regex(/^[A-Z]{1,2}$/, 'region is a state or canton code')
          .nullable()
          .describe('State or canton; null: only nationwide holidays'),
      })
      .describe('Whose public holidays are marked'),
    persons: z
      .array(labelSchema.max(24, 'a name has at most 24 characters'))
      .max(MAX_CALENDAR_PERSONS, `a family planner has at most ${MAX_CALENDAR_PERSONS} persons`)
      .default([])
      .describe('Family planner: one column per person'),
    events: z.array(calendarEventSchema).max(200, 'at most 200 dates').default([]),
  })
  .superRefine((spec, ctx) => {
    const add = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message })
    if (spec.months > 12 && spec.startMonth === 1) {
      add(['months'], 'a calendar starting in January has 12 months')
    }
    const { region, country } = spec.holidays
    if (region !== null && !isHolidayRegion(country, region)) {
      add(['holidays', 'region'], `${region} is not a region of ${country}`)
    }
    if (spec.type === 'family-planner' && spec.persons.length === 0) {
      add(['persons'], 'a family planner needs at least one person')
    }
    if (spec.type !== 'family-planner' && spec.persons.length > 0) {
      add(['persons'], 'only a family planner has persons')
    }
  })
  .describe('Calendar: format, months, holidays, persons, dates')

export type CalendarSpec = z.output<typeof calendarSpecSchema>
export type CalendarSpecInput = z.input<typeof calendarSpecSchema>
export type CalendarEvent = z.output<typeof calendarEventSchema>
export type CalendarMonth = { year: number; month: number }

export interface CalendarLayout {
  trimWidthMm: number
  trimHeightMm: number
  bleedMm: typeof CALENDAR_BLEED_MM
  safeMarginMm: typeof CALENDAR_SAFE_MARGIN_MM
  /** The top strip the wire or the punched hole takes; null for a block or stand without binding. */
  bindingZone: Box | null
  /** The month each month page shows, in page order. */
  months: CalendarMonth[]
}

type LayoutSpec = Pick<CalendarSpec, 'formatType' | 'mountingType' | 'year' | 'startMonth' | 'months'>

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** The months from the start month on, crossing into the next year where the calendar does. */
export function calendarMonths(spec: Pick<CalendarSpec, 'year' | 'startMonth' | 'months'>): CalendarMonth[] {
  return Array.from({ length: spec.months }, (_, i) => {
    const index = spec.startMonth - 1 + i
    return { year: spec.year + Math.floor(index / 12), month: (index % 12) + 1 }
  })
}

/**
 * The one place the geometry of a calendar lives: the sheet is the format's size with 3 mm bleed and
 * a 6 mm safe margin; wire and punched hole (spirale, lochung) bind at the top edge. A table calendar
 * on a wooden stand or block is clamped, so it keeps its whole sheet.
 */
export function calendarLayout(spec: LayoutSpec): CalendarLayout {
  const [width, height] = CALENDAR_FORMAT_SIZES_MM[spec.formatType]
  const bound = spec.mountingType === 'spirale' || spec.mountingType === 'lochung'
  return {
    trimWidthMm: width,
    trimHeightMm: height,
    bleedMm: CALENDAR_BLEED_MM,
    safeMarginMm: CALENDAR_SAFE_MARGIN_MM,
    bindingZone: bound ? { x: 0, y: 0, width, height: CALENDAR_BINDING_ZONE_MM } : null,
    months: calendarMonths(spec),
  }
}

/** The document's format key: "calendar-a4-quer". */
export function calendarFormatKey(spec: Pick<CalendarSpec, 'formatType'>): `calendar-${CalendarFormatKey}` {
  return `calendar-${spec.formatType}`
}

/** The first day of the week: Sunday (0) in the US, Monday (1) in the German-speaking shops. */
export function weekStartOf(locale: CalendarLocale): 0 | 1 {
  return locale === 'en-US' ? 0 : 1
}
