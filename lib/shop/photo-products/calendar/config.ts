import {
  CALENDAR_ACCESSORY_KEYS,
  CALENDAR_FORMAT_KEYS,
  CALENDAR_FORMAT_SIZES_MM,
  CALENDAR_MOUNTING_KEYS,
  CALENDAR_PAPER_KEYS,
  CALENDAR_REFINEMENT_KEYS,
  CALENDAR_TYPE_KEYS,
  CALENDAR_YEARS,
  type CalendarAccessoryKey,
  type CalendarFormatKey,
  type CalendarMountingKey,
  type CalendarPaperKey,
  type CalendarRefinementKey,
  type CalendarTypeKey,
} from '@/lib/model/calendar-keys'
import type { AspectRatioKey } from '@/lib/model/design-keys'
import type { PerShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/**
 * The calendar range as data (spec section 3, "Calendar"): types, the spec's format keys with their
 * sizes, mountings and refinements. Prices are ours, gross per piece in minor units per currency.
 */
type Names = { readonly de: string; readonly en: string }

export const CALENDAR_TYPES = {
  wall: { de: 'Wandkalender', en: 'Wall calendar' },
  table: { de: 'Tischkalender', en: 'Desk calendar' },
  kitchen: { de: 'Küchenkalender', en: 'Kitchen calendar' },
  'family-planner': { de: 'Familienplaner', en: 'Family planner' },
  appointment: { de: 'Terminkalender', en: 'Appointment calendar' },
} as const satisfies Record<CalendarTypeKey, Names>
export type CalendarType = CalendarTypeKey
export { CALENDAR_TYPE_KEYS }

interface CalendarFormat {
  widthMm: number
  heightMm: number
  /** Base price of one calendar in this format, before mounting, paper and refinement. */
  price: PerShopCurrency
}

/** Sizes come from the model's table (the document's page size is derived from the same numbers). */
const fmt = (key: CalendarFormatKey, EUR: number, CHF: number, USD: number): CalendarFormat => ({
  widthMm: CALENDAR_FORMAT_SIZES_MM[key][0],
  heightMm: CALENDAR_FORMAT_SIZES_MM[key][1],
  price: { EUR, CHF, USD },
})

/** The spec's format keys; "hoch" is portrait, "quer" landscape, "W-H" a size in millimetres. */
export const CALENDAR_FORMATS = {
  'a3-hoch': fmt('a3-hoch', 2999, 3499, 3299),
  'a3-quer': fmt('a3-quer', 2999, 3499, 3299),
  'a4-hoch': fmt('a4-hoch', 1999, 2399, 2199),
  'a4-quer': fmt('a4-quer', 1999, 2399, 2199),
  'a5-quer': fmt('a5-quer', 1499, 1799, 1699),
  'a6-hoch': fmt('a6-hoch', 1199, 1399, 1299),
  'a6-quer': fmt('a6-quer', 1199, 1399, 1299),
  '150-400': fmt('150-400', 2199, 2599, 2399),
  '200-400': fmt('200-400', 2499, 2999, 2799),
  '130-300': fmt('130-300', 1799, 2099, 1999),
  '145-145': fmt('145-145', 1399, 1699, 1499),
  '200-200': fmt('200-200', 1899, 2299, 2099),
  '300-300': fmt('300-300', 2799, 3299, 2999),
  '265-120': fmt('265-120', 1699, 1999, 1899),
} as const satisfies Record<CalendarFormatKey, CalendarFormat>
export type { CalendarFormatKey }
export { CALENDAR_FORMAT_KEYS }

export function calendarAspectRatio(format: CalendarFormatKey): AspectRatioKey {
  const { widthMm, heightMm } = CALENDAR_FORMATS[format]
  return widthMm === heightMm ? 'square' : widthMm > heightMm ? 'landscape' : 'portrait'
}

/** Which formats and mountings each type is made in; the first mounting is the default. */
export const CALENDAR_TYPE_RULES = {
  wall: {
    formats: ['a3-hoch', 'a3-quer', 'a4-hoch', 'a4-quer', '200-200', '300-300'],
    mountings: ['spirale'],
  },
  table: {
    formats: ['a5-quer', 'a6-quer', 'a6-hoch', '145-145'],
    mountings: ['holzfuss', 'holzblock', 'spirale'],
  },
  kitchen: { formats: ['130-300', '150-400'], mountings: ['spirale', 'lochung'] },
  'family-planner': { formats: ['200-400', 'a3-hoch'], mountings: ['spirale'] },
  appointment: { formats: ['265-120', 'a4-quer'], mountings: ['spirale', 'lochung'] },
} as const satisfies Record<
  CalendarType,
  { formats: readonly CalendarFormatKey[]; mountings: readonly CalendarMounting[] }
>

const per = (EUR: number, CHF: number, USD: number): PerShopCurrency => ({ EUR, CHF, USD })

/** Spec mountings: wooden block, wooden stand, punched holes (for a pin), wire spiral. */
export const CALENDAR_MOUNTINGS = {
  spirale: { names: { de: 'Spiralbindung', en: 'Wire binding' }, price: per(0, 0, 0) },
  lochung: { names: { de: 'Lochung', en: 'Punched hole' }, price: per(0, 0, 0) },
  holzfuss: { names: { de: 'Holzfuß', en: 'Wooden stand' }, price: per(499, 599, 549) },
  holzblock: { names: { de: 'Holzblock', en: 'Wooden block' }, price: per(699, 799, 749) },
} as const satisfies Record<CalendarMountingKey, { names: Names; price: PerShopCurrency }>
export type CalendarMounting = CalendarMountingKey
export { CALENDAR_MOUNTING_KEYS }

export const CALENDAR_PAPERS = {
  standard: { names: { de: 'Bilderdruckpapier', en: 'Art paper' }, price: per(0, 0, 0) },
  matt: { names: { de: 'Premium matt', en: 'Premium matte' }, price: per(300, 400, 350) },
  glaenzend: { names: { de: 'Fotopapier glänzend', en: 'Glossy photo paper' }, price: per(500, 600, 550) },
} as const satisfies Record<CalendarPaperKey, { names: Names; price: PerShopCurrency }>
export type CalendarPaper = CalendarPaperKey
export { CALENDAR_PAPER_KEYS }

/** Spec refinements with the spec's keys ("ohne" is none); foil needs the matt paper. */
export const CALENDAR_REFINEMENTS = {
  ohne: { names: { de: 'Ohne', en: 'None' }, price: per(0, 0, 0) },
  gold: { names: { de: 'Goldfolie', en: 'Gold foil' }, price: per(900, 1100, 990) },
  rosegold: { names: { de: 'Roségoldfolie', en: 'Rose gold foil' }, price: per(900, 1100, 990) },
  silber: { names: { de: 'Silberfolie', en: 'Silver foil' }, price: per(900, 1100, 990) },
  relief: { names: { de: 'Relieflack', en: 'Raised varnish' }, price: per(700, 900, 790) },
} as const satisfies Record<CalendarRefinementKey, { names: Names; price: PerShopCurrency }>
export type CalendarRefinement = CalendarRefinementKey
export { CALENDAR_REFINEMENT_KEYS }
export const REFINABLE_CALENDAR_PAPERS: readonly CalendarPaper[] = ['matt']

/** Extras sent with the calendar (spec field accessoryTypes), per piece. */
export const CALENDAR_ACCESSORIES = {
  box: { names: { de: 'Geschenkbox', en: 'Gift box' }, price: per(399, 499, 449) },
  envelope: { names: { de: 'Versandtasche', en: 'Gift envelope' }, price: per(149, 199, 179) },
  bow: { names: { de: 'Geschenkschleife', en: 'Gift bow' }, price: per(199, 249, 229) },
} as const satisfies Record<CalendarAccessoryKey, { names: Names; price: PerShopCurrency }>
export type CalendarAccessory = CalendarAccessoryKey
export { CALENDAR_ACCESSORY_KEYS }

/** Calendars are sold for the running and the next two years; at most 500 per order line. */
export const CALENDAR_LIMITS = {
  firstYear: CALENDAR_YEARS.first,
  lastYear: CALENDAR_YEARS.last,
  maxAmount: 500,
} as const

/**
 * The year a new calendar is for when nobody named one: from September the coming one (calendars are
 * bought for the next year), else the running one, within the years on sale. The configurator's URL
 * and the price API both default to it, so a price asked without a year is the editor's calendar's.
 */
export function defaultCalendarYear(today: Date): number {
  const year = today.getUTCFullYear() + (today.getUTCMonth() >= 8 ? 1 : 0)
  return Math.min(Math.max(year, CALENDAR_LIMITS.firstYear), CALENDAR_LIMITS.lastYear)
}
