import type { CalendarLocale, CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import {
  HOLIDAY_COUNTRIES,
  isHolidayRegion,
  type HolidayCountry,
} from '@/lib/shop/design-print/design/calendar/holidays/regions'
import {
  CALENDAR_ACCESSORY_KEYS,
  CALENDAR_LIMITS,
  CALENDAR_PAPER_KEYS,
  CALENDAR_REFINEMENT_KEYS,
  CALENDAR_TYPE_KEYS,
  CALENDAR_TYPE_RULES,
  defaultCalendarYear,
  REFINABLE_CALENDAR_PAPERS,
  type CalendarAccessory,
  type CalendarFormatKey,
  type CalendarMounting,
  type CalendarPaper,
  type CalendarRefinement,
  type CalendarType,
} from './config'
import { CALENDAR_DESIGN_GROUPS, type CalendarDesignGroup } from './design-groups'

/**
 * The calendar configurator's URL (/{locale}/configurator-calendar?designGroupId=2101&formatType=a4-quer
 * &mountingType=spirale&paperType=standard&refinementType=ohne&year=2027&startMonth=1&amount=1
 * [&startDate=2027-01-01 instead of year and startMonth][&accessoryTypes[]=box][&months=13]
 * [&holidays=DE-BY][&saved=|&line=][&list=]), so a configured calendar can be shared and reopened.
 * Reading is forgiving like the overviews: a value the group does not offer falls back to the group's
 * default (an old or hand-edited link still opens); only an unknown group is the page's 404.
 */
export type CalendarMonths = 12 | 13 | 14

export interface CalendarConfig {
  designGroupId: number
  /** The group's type; a link naming another type opens that type's most popular group instead. */
  type: CalendarType
  formatType: CalendarFormatKey
  mountingType: CalendarMounting
  paperType: CalendarPaper
  refinementType: CalendarRefinement
  accessoryTypes: CalendarAccessory[]
  year: number
  startMonth: number
  /** The link named its first month as `startDate` (spec field); it is written back the same way. */
  startAsDate: boolean
  /** Month pages; 13 and 14 only for a calendar that starts after January. */
  months: CalendarMonths
  amount: number
  /** The holidays marked; null: the shop's country, nationwide days only (until the shopper picks). */
  holidays: { country: HolidayCountry; region: string | null } | null
}

/** What a link adds beside the calendar: a saved design, a cart line, the overview's own query. */
export interface CalendarLinkExtra {
  saved?: string
  line?: string
  list?: string
}

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

function pick<T extends string>(offered: readonly T[], value: string | undefined): T | undefined {
  return offered.find((key) => key === value)
}

function whole(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return undefined
  const number = Number(value)
  return number >= min && number <= max ? number : undefined
}

const GROUP_ID = /^[1-9]\d{0,5}$/
const START_DATE = /^(\d{4})-(0[1-9]|1[0-2])-01$/
const HOLIDAYS = /^([A-Z]{2})(?:-([A-Z]{1,2}))?$/

function mostPopular(groups: readonly CalendarDesignGroup[]): CalendarDesignGroup | undefined {
  return groups.reduce<CalendarDesignGroup | undefined>(
    (best, group) => (best && best.popularity >= group.popularity ? best : group),
    undefined,
  )
}

/**
 * The group the URL opens: the one `designGroupId` names, or the most popular one of the type the link
 * asks for (the form's type choice switches groups: each group is made for one type). Without an id
 * the most popular group; null for an id that does not exist (the page's 404).
 */
export function calendarGroupOf(params: Params): CalendarDesignGroup | null {
  const raw = first(params.designGroupId)
  const type = pick(CALENDAR_TYPE_KEYS, first(params.type))
  const named = raw === undefined ? undefined : GROUP_ID.test(raw) ? findGroup(Number(raw)) : null
  if (named === null) return null
  if (named && (!type || named.type === type)) return named
  const ofType = type ? CALENDAR_DESIGN_GROUPS.filter((group) => group.type === type) : CALENDAR_DESIGN_GROUPS
  return mostPopular(ofType) ?? null
}

function findGroup(id: number): CalendarDesignGroup | null {
  return CALENDAR_DESIGN_GROUPS.find((group) => group.id === id) ?? null
}

function startOf(params: Params, today: Date): { year: number; startMonth: number; startAsDate: boolean } {
  const date = START_DATE.exec(first(params.startDate) ?? '')
  if (date) {
    const year = whole(date[1], CALENDAR_LIMITS.firstYear, CALENDAR_LIMITS.lastYear)
    if (year !== undefined) return { year, startMonth: Number(date[2]), startAsDate: true }
  }
  return {
    year:
      whole(first(params.year), CALENDAR_LIMITS.firstYear, CALENDAR_LIMITS.lastYear) ??
      defaultCalendarYear(today),
    startMonth: whole(first(params.startMonth), 1, 12) ?? 1,
    startAsDate: false,
  }
}

function holidaysOf(value: string | undefined): CalendarConfig['holidays'] {
  const match = HOLIDAYS.exec(value ?? '')
  const country = pick(HOLIDAY_COUNTRIES, match?.[1])
  if (!match || !country) return null
  const region = match[2] ?? null
  if (region !== null && !isHolidayRegion(country, region)) return { country, region: null }
  return { country, region }
}

/** The calendar the URL describes, every value checked against what the group and its type offer. */
export function readCalendarConfig(
  params: Params,
  group: CalendarDesignGroup,
  today: Date = new Date(),
): CalendarConfig {
  const rules = CALENDAR_TYPE_RULES[group.type]
  const [firstFormat] = group.formats
  if (!firstFormat) throw new Error(`Calendar design group ${group.id} offers no format`)
  const paperType = pick(CALENDAR_PAPER_KEYS, first(params.paperType)) ?? 'standard'
  const refinement = pick(CALENDAR_REFINEMENT_KEYS, first(params.refinementType)) ?? 'ohne'
  const start = startOf(params, today)
  const months = whole(first(params.months), 12, 14) ?? 12
  const accessories = all(params['accessoryTypes[]'] ?? params.accessoryTypes)
    .map((value) => pick(CALENDAR_ACCESSORY_KEYS, value))
    .filter((key): key is CalendarAccessory => key !== undefined)
  return {
    designGroupId: group.id,
    type: group.type,
    formatType: pick(group.formats, first(params.formatType)) ?? firstFormat,
    mountingType: pick(rules.mountings, first(params.mountingType)) ?? rules.mountings[0],
    paperType,
    // Foil and varnish hold on the matt paper only (the price list refuses them elsewhere).
    refinementType: REFINABLE_CALENDAR_PAPERS.includes(paperType) ? refinement : 'ohne',
    accessoryTypes: CALENDAR_ACCESSORY_KEYS.filter((key) => accessories.includes(key)),
    ...start,
    months: start.startMonth === 1 ? 12 : (months as CalendarMonths),
    amount: whole(first(params.amount), 1, CALENDAR_LIMITS.maxAmount) ?? 1,
    holidays: holidaysOf(first(params.holidays)),
  }
}

/** The query string of a configured calendar; every option is written, so a shared link is explicit. */
export function calendarConfigSearch(config: CalendarConfig, extra: CalendarLinkExtra = {}): string {
  const params = new URLSearchParams({
    designGroupId: String(config.designGroupId),
    formatType: config.formatType,
    mountingType: config.mountingType,
    paperType: config.paperType,
    refinementType: config.refinementType,
  })
  if (config.startAsDate) {
    params.set('startDate', `${config.year}-${String(config.startMonth).padStart(2, '0')}-01`)
  } else {
    params.set('year', String(config.year))
    params.set('startMonth', String(config.startMonth))
  }
  params.set('amount', String(config.amount))
  for (const accessory of config.accessoryTypes) params.append('accessoryTypes[]', accessory)
  if (config.months !== 12) params.set('months', String(config.months))
  if (config.holidays) {
    const { country, region } = config.holidays
    params.set('holidays', region ? `${country}-${region}` : country)
  }
  appendExtra(params, extra)
  return `?${params.toString()}`
}

/** A tile's link: the group alone (its defaults apply), plus the overview's query for the way back. */
export function calendarEntrySearch(designGroupId: number, list?: string): string {
  const params = new URLSearchParams({ designGroupId: String(designGroupId) })
  appendExtra(params, { list })
  return `?${params.toString()}`
}

function appendExtra(params: URLSearchParams, extra: CalendarLinkExtra) {
  if (extra.saved) params.set('saved', extra.saved)
  else if (extra.line) params.set('line', extra.line)
  if (extra.list) params.set('list', extra.list)
}

/** The holidays a new calendar marks: the shop's country, nationwide days only. */
export function defaultHolidayCountry(locale: CalendarLocale): HolidayCountry {
  const country = locale.slice(3)
  return pick(HOLIDAY_COUNTRIES, country) ?? 'DE'
}

/**
 * The spec of a configured calendar in the shop's locale (names, week start and default holidays).
 * A family planner needs at least one person: it starts with `persons` (the shop's words), which the
 * shopper renames.
 */
export function calendarSpecOf(
  config: CalendarConfig,
  locale: CalendarLocale,
  persons: readonly string[],
): CalendarSpec {
  return {
    designGroupId: config.designGroupId,
    type: config.type,
    formatType: config.formatType,
    mountingType: config.mountingType,
    paperType: config.paperType,
    refinementType: config.refinementType,
    accessoryTypes: [...config.accessoryTypes],
    year: config.year,
    startMonth: config.startMonth,
    months: config.months,
    locale,
    holidays: config.holidays ?? { country: defaultHolidayCountry(locale), region: null },
    persons: config.type === 'family-planner' ? [...persons] : [],
    events: [],
  }
}

/** The configuration of a stored calendar (saved design or cart line), for its URL and price. */
export function calendarConfigOfSpec(spec: CalendarSpec, amount: number): CalendarConfig {
  return {
    designGroupId: spec.designGroupId,
    type: spec.type,
    formatType: spec.formatType,
    mountingType: spec.mountingType,
    paperType: spec.paperType,
    refinementType: spec.refinementType,
    accessoryTypes: [...spec.accessoryTypes],
    year: spec.year,
    startMonth: spec.startMonth,
    startAsDate: false,
    months: spec.months,
    amount,
    holidays: { ...spec.holidays },
  }
}

/**
 * The /web-api/calendar-price query of a configuration: the options its cart line is priced with.
 * Built on the server for the opening price and in the browser for every change, so both name one
 * price.
 */
export function calendarPriceSearch(config: CalendarConfig, currency: string): string {
  const params = new URLSearchParams({
    designGroupId: String(config.designGroupId),
    formatType: config.formatType,
    mountingType: config.mountingType,
    paperType: config.paperType,
    refinementType: config.refinementType,
    year: String(config.year),
    startMonth: String(config.startMonth),
    months: String(config.months),
    amount: String(config.amount),
    currency,
  })
  for (const accessory of config.accessoryTypes) params.append('accessoryTypes[]', accessory)
  return params.toString()
}
