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
} as const satisfies Record<string, Names>
export type CalendarType = keyof typeof CALENDAR_TYPES
export const CALENDAR_TYPE_KEYS = Object.keys(CALENDAR_TYPES) as [CalendarType, ...CalendarType[]]

interface CalendarFormat {
  widthMm: number
  heightMm: number
  /** Base price of one calendar in this format, before mounting, paper and refinement. */
  price: PerShopCurrency
}

const fmt = (widthMm: number, heightMm: number, EUR: number, CHF: number, USD: number): CalendarFormat => ({
  widthMm,
  heightMm,
  price: { EUR, CHF, USD },
})

/** The spec's format keys; "hoch" is portrait, "quer" landscape, "W-H" a size in millimetres. */
export const CALENDAR_FORMATS = {
  'a3-hoch': fmt(297, 420, 2999, 3499, 3299),
  'a3-quer': fmt(420, 297, 2999, 3499, 3299),
  'a4-hoch': fmt(210, 297, 1999, 2399, 2199),
  'a4-quer': fmt(297, 210, 1999, 2399, 2199),
  'a5-quer': fmt(210, 148, 1499, 1799, 1699),
  'a6-hoch': fmt(105, 148, 1199, 1399, 1299),
  'a6-quer': fmt(148, 105, 1199, 1399, 1299),
  '150-400': fmt(150, 400, 2199, 2599, 2399),
  '200-400': fmt(200, 400, 2499, 2999, 2799),
  '130-300': fmt(130, 300, 1799, 2099, 1999),
  '145-145': fmt(145, 145, 1399, 1699, 1499),
  '200-200': fmt(200, 200, 1899, 2299, 2099),
  '300-300': fmt(300, 300, 2799, 3299, 2999),
  '265-120': fmt(265, 120, 1699, 1999, 1899),
} as const satisfies Record<string, CalendarFormat>
export type CalendarFormatKey = keyof typeof CALENDAR_FORMATS
export const CALENDAR_FORMAT_KEYS = Object.keys(CALENDAR_FORMATS) as [
  CalendarFormatKey,
  ...CalendarFormatKey[],
]

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
} as const satisfies Record<string, { names: Names; price: PerShopCurrency }>
export type CalendarMounting = keyof typeof CALENDAR_MOUNTINGS
export const CALENDAR_MOUNTING_KEYS = Object.keys(CALENDAR_MOUNTINGS) as [
  CalendarMounting,
  ...CalendarMounting[],
]

export const CALENDAR_PAPERS = {
  standard: { names: { de: 'Bilderdruckpapier', en: 'Art paper' }, price: per(0, 0, 0) },
  matt: { names: { de: 'Premium matt', en: 'Premium matte' }, price: per(300, 400, 350) },
  glaenzend: { names: { de: 'Fotopapier glänzend', en: 'Glossy photo paper' }, price: per(500, 600, 550) },
} as const satisfies Record<string, { names: Names; price: PerShopCurrency }>
export type CalendarPaper = keyof typeof CALENDAR_PAPERS
export const CALENDAR_PAPER_KEYS = Object.keys(CALENDAR_PAPERS) as [CalendarPaper, ...CalendarPaper[]]

/** Spec refinements with the spec's keys ("ohne" is none); foil needs the matt paper. */
export const CALENDAR_REFINEMENTS = {
  ohne: { names: { de: 'Ohne', en: 'None' }, price: per(0, 0, 0) },
  gold: { names: { de: 'Goldfolie', en: 'Gold foil' }, price: per(900, 1100, 990) },
  rosegold: { names: { de: 'Roségoldfolie', en: 'Rose gold foil' }, price: per(900, 1100, 990) },
  silber: { names: { de: 'Silberfolie', en: 'Silver foil' }, price: per(900, 1100, 990) },
  relief: { names: { de: 'Relieflack', en: 'Raised varnish' }, price: per(700, 900, 790) },
} as const satisfies Record<string, { names: Names; price: PerShopCurrency }>
export type CalendarRefinement = keyof typeof CALENDAR_REFINEMENTS
export const CALENDAR_REFINEMENT_KEYS = Object.keys(CALENDAR_REFINEMENTS) as [
  CalendarRefinement,
  ...CalendarRefinement[],
]
export const REFINABLE_CALENDAR_PAPERS: readonly CalendarPaper[] = ['matt']

/** Extras sent with the calendar (spec field accessoryTypes), per piece. */
export const CALENDAR_ACCESSORIES = {
  box: { names: { de: 'Geschenkbox', en: 'Gift box' }, price: per(399, 499, 449) },
  envelope: { names: { de: 'Versandtasche', en: 'Gift envelope' }, price: per(149, 199, 179) },
  bow: { names: { de: 'Geschenkschleife', en: 'Gift bow' }, price: per(199, 249, 229) },
} as const satisfies Record<string, { names: Names; price: PerShopCurrency }>
export type CalendarAccessory = keyof typeof CALENDAR_ACCESSORIES
export const CALENDAR_ACCESSORY_KEYS = Object.keys(CALENDAR_ACCESSORIES) as [
  CalendarAccessory,
  ...CalendarAccessory[],
]

/** Calendars are sold for the running and the next two years; at most 500 per order line. */
export const CALENDAR_LIMITS = { firstYear: 2026, lastYear: 2028, maxAmount: 500 } as const
