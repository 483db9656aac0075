import { AT_HOLIDAYS } from './at'
import { CH_HOLIDAYS } from './ch'
import { DE_HOLIDAYS } from './de'
import type { HolidayCountry } from './regions'
import { holidaysFromTable, type Holiday, type HolidayDef } from './rules'
import { US_HOLIDAYS } from './us'

export { HOLIDAY_COUNTRIES, HOLIDAY_REGION_CODES, isHolidayRegion } from './regions'
export { HOLIDAY_REGIONS } from './region-names'
export type { HolidayCountry, HolidayRegion } from './regions'
export { holidayName } from './rules'
export type { Holiday, HolidayDef, HolidayRule, HolidayStatus } from './rules'

const TABLES: Record<HolidayCountry, readonly HolidayDef[]> = {
  DE: DE_HOLIDAYS,
  AT: AT_HOLIDAYS,
  CH: CH_HOLIDAYS,
  US: US_HOLIDAYS,
}

/** A country's holidays in a year, for one region (state, Land, canton) or the nationwide ones (null). */
export function holidaysIn(country: HolidayCountry, region: string | null, year: number): Holiday[] {
  return holidaysFromTable(TABLES[country], region, year)
}

/** Holidays by date ('YYYY-MM-DD') over several years, for a calendar that crosses New Year. */
export function holidaysByDate(
  country: HolidayCountry,
  region: string | null,
  years: readonly number[],
): Map<string, Holiday[]> {
  const byDate = new Map<string, Holiday[]>()
  for (const year of new Set(years)) {
    for (const holiday of holidaysIn(country, region, year)) {
      byDate.set(holiday.date, [...(byDate.get(holiday.date) ?? []), holiday])
    }
  }
  return byDate
}
