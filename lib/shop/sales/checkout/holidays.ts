import { easterSunday } from '@/lib/model/easter'

/**
 * Nationwide German public holidays: the days production and the carriers hand-over stand still
 * (the shop produces and ships from Munich). Regional holidays are left out on purpose: a delivery
 * estimate one day early in a few regions beats a schedule nobody can maintain.
 */

const pad = (n: number) => String(n).padStart(2, '0')
export const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`

function shifted(year: number, month: number, day: number, by: number): string {
  const date = new Date(Date.UTC(year, month - 1, day + by))
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

const cache = new Map<number, ReadonlySet<string>>()

export function germanHolidays(year: number): ReadonlySet<string> {
  const hit = cache.get(year)
  if (hit) return hit
  const easter = easterSunday(year)
  const relative = (by: number) => shifted(year, easter.month, easter.day, by)
  const days = new Set([
    isoDay(year, 1, 1), // Neujahr
    relative(-2), // Karfreitag
    relative(1), // Ostermontag
    isoDay(year, 5, 1), // Tag der Arbeit
    relative(39), // Christi Himmelfahrt
    relative(50), // Pfingstmontag
    isoDay(year, 10, 3), // Tag der Deutschen Einheit
    isoDay(year, 12, 25),
    isoDay(year, 12, 26),
  ])
  cache.set(year, days)
  return days
}
