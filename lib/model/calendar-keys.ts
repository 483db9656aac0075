import type { RefinementKey } from '@/lib/config/catalog'
/**
 * The calendar vocabulary (spec section 3, "Calendar") as keys and sizes only. They sit here, below the
 * domain, because the design document names them (its optional `calendar` spec) and the document model
 * may not import the photo-products catalogue; calendar/config.ts carries names, rules and prices per
 * key and is checked against these lists with `satisfies`.
 */

export const CALENDAR_TYPE_KEYS = ['wall', 'table', 'kitchen', 'family-planner', 'appointment'] as const
export type CalendarTypeKey = (typeof CALENDAR_TYPE_KEYS)[number]

/** The spec's format keys with width × height in mm; "hoch" is portrait, "quer" landscape. */
export const CALENDAR_FORMAT_SIZES_MM = {
  'a3-hoch': [297, 420],
  'a3-quer': [420, 297],
  'a4-hoch': [210, 297],
  'a4-quer': [297, 210],
  'a5-quer': [210, 148],
  'a6-hoch': [105, 148],
  'a6-quer': [148, 105],
  '150-400': [150, 400],
  '200-400': [200, 400],
  '130-300': [130, 300],
  '145-145': [145, 145],
  '200-200': [200, 200],
  '300-300': [300, 300],
  '265-120': [265, 120],
} as const satisfies Record<string, readonly [number, number]>
export type CalendarFormatKey = keyof typeof CALENDAR_FORMAT_SIZES_MM
export const CALENDAR_FORMAT_KEYS = Object.keys(CALENDAR_FORMAT_SIZES_MM) as [
  CalendarFormatKey,
  ...CalendarFormatKey[],
]

export const CALENDAR_MOUNTING_KEYS = ['spirale', 'lochung', 'holzfuss', 'holzblock'] as const
export type CalendarMountingKey = (typeof CALENDAR_MOUNTING_KEYS)[number]

export const CALENDAR_PAPER_KEYS = ['standard', 'matt', 'glaenzend'] as const
export type CalendarPaperKey = (typeof CALENDAR_PAPER_KEYS)[number]

/** "ohne" is the spec's key for no refinement. */
export const CALENDAR_REFINEMENT_KEYS = ['ohne', 'gold', 'rosegold', 'silber', 'relief'] as const
export type CalendarRefinementKey = (typeof CALENDAR_REFINEMENT_KEYS)[number]

/** The card vocabulary's refinement a calendar's is printed with (the same foils and varnish, ADR 0082). */
export const CALENDAR_REFINEMENT_OF = {
  ohne: 'none',
  gold: 'gold',
  rosegold: 'rosegold',
  silber: 'silver',
  relief: 'relief',
} as const satisfies Record<CalendarRefinementKey, RefinementKey>

export const CALENDAR_ACCESSORY_KEYS = ['box', 'envelope', 'bow'] as const
export type CalendarAccessoryKey = (typeof CALENDAR_ACCESSORY_KEYS)[number]

/** Calendars are sold for the running and the next two years. */
export const CALENDAR_YEARS = { first: 2026, last: 2028 } as const
