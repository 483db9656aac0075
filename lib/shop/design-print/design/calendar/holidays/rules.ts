import { dateOf, dayNumber, isoDate, weekdayOf } from '../dates'
import { easterSunday } from '@/lib/model/easter'

/**
 * Public holidays as data (ADR 0069): each day is a rule for its date, the regions that keep it and
 * whether it is a public day off or an observance (a patron saint's day that only schools and offices
 * of that Land keep). No library: the tables are small, must not change under us between the browser
 * and the server, and the one candidate (date-holidays) brings a YAML parser and moment-timezone.
 */

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export type HolidayRule =
  | { kind: 'fixed'; month: number; day: number }
  /** Days after Easter Sunday (negative: before). */
  | { kind: 'easter'; offset: number }
  /** The n-th weekday of a month; n = -1 is the last. `avoidHolyWeek`: a week later if in Holy Week. */
  | { kind: 'nth-weekday'; month: number; weekday: Weekday; n: 1 | 2 | 3 | 4 | -1; avoidHolyWeek?: true }
  /** The last such weekday strictly before a date (Buß- und Bettag: the Wednesday before 23 Nov). */
  | { kind: 'weekday-before'; month: number; day: number; weekday: Weekday }
  /** Days after the n-th weekday of a month (Jeûne genevois: the Thursday after the first Sunday). */
  | { kind: 'nth-weekday-offset'; month: number; weekday: Weekday; n: 1 | 2 | 3 | 4; offsetDays: number }

export type HolidayStatus = 'public' | 'observance'
export type HolidayNames = { de: string; en: string }

export interface HolidayDef {
  key: string
  names: HolidayNames
  rule: HolidayRule
  /** 'all': every region of the country (and the nationwide list); otherwise the regions keeping it. */
  regions: 'all' | readonly string[]
  /** With regions 'all': the regions that do not keep it. */
  except?: readonly string[]
  status: HolidayStatus
  /** First year it is kept. */
  since?: number
  /** US federal rule: on a Saturday observed the Friday before, on a Sunday the Monday after. */
  observedUs?: true
}

export interface Holiday {
  /** 'YYYY-MM-DD'. */
  date: string
  key: string
  names: HolidayNames
  status: HolidayStatus
  /** The weekday a US holiday is observed on when its date falls on a weekend. */
  observed: boolean
}

export function holidayName(holiday: Pick<Holiday, 'names' | 'observed'>, lang: 'de' | 'en'): string {
  const name = holiday.names[lang]
  if (!holiday.observed) return name
  return `${name} ${lang === 'de' ? '(arbeitsfrei)' : '(observed)'}`
}

/** Day number of the n-th `weekday` of a month (n = -1: the last). */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = dayNumber(year, month, 1)
    const shift = (weekday - weekdayOf(year, month, 1) + 7) % 7
    return first + shift + (n - 1) * 7
  }
  const last = dayNumber(year, month + 1, 0)
  const { day } = dateOf(last)
  return last - ((weekdayOf(year, month, day) - weekday + 7) % 7)
}

/** The day number a rule falls on in a year. */
export function ruleDay(rule: HolidayRule, year: number): number {
  switch (rule.kind) {
    case 'fixed':
      return dayNumber(year, rule.month, rule.day)
    case 'easter': {
      const easter = easterSunday(year)
      return dayNumber(year, easter.month, easter.day) + rule.offset
    }
    case 'nth-weekday': {
      const day = nthWeekday(year, rule.month, rule.weekday, rule.n)
      const easter = easterSunday(year)
      const easterDay = dayNumber(year, easter.month, easter.day)
      const inHolyWeek = day >= easterDay - 7 && day < easterDay
      return rule.avoidHolyWeek && inHolyWeek ? day + 7 : day
    }
    case 'weekday-before': {
      const limit = dayNumber(year, rule.month, rule.day)
      const back = (weekdayOf(year, rule.month, rule.day) - rule.weekday + 7) % 7 || 7
      return limit - back
    }
    case 'nth-weekday-offset':
      return nthWeekday(year, rule.month, rule.weekday, rule.n) + rule.offsetDays
  }
}

function keptIn(def: HolidayDef, region: string | null): boolean {
  if (def.regions === 'all') return region === null || !(def.except ?? []).includes(region)
  return region !== null && def.regions.includes(region)
}

function toHoliday(def: HolidayDef, day: number, observed: boolean): Holiday {
  const { year, month, day: d } = dateOf(day)
  return { date: isoDate(year, month, d), key: def.key, names: def.names, status: def.status, observed }
}

/**
 * The holidays of a table in one year, in date order. Without a region: the days of 'all' regions,
 * including those a few regions do not keep (Good Friday in Switzerland but Ticino and Valais), as
 * most of the country is off. A US day observed on another date shows on both.
 */
export function holidaysFromTable(
  table: readonly HolidayDef[],
  region: string | null,
  year: number,
): Holiday[] {
  const found: { day: number; holiday: Holiday }[] = []
  for (const def of table) {
    if (!keptIn(def, region)) continue
    // A US holiday on 1 January of next year may be observed on 31 December of this one.
    for (const y of def.observedUs ? [year, year + 1] : [year]) {
      if (def.since !== undefined && y < def.since) continue
      const day = ruleDay(def.rule, y)
      const push = (d: number, observed: boolean) => {
        if (dateOf(d).year === year) found.push({ day: d, holiday: toHoliday(def, d, observed) })
      }
      push(day, false)
      if (def.observedUs) {
        const weekday = (((day + 4) % 7) + 7) % 7 // 1970-01-01 was a Thursday
        if (weekday === 6) push(day - 1, true)
        if (weekday === 0) push(day + 1, true)
      }
    }
  }
  return found.sort((a, b) => a.day - b.day).map((entry) => entry.holiday)
}
