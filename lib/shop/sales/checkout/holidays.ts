/**
 * Nationwide German public holidays: the days production and the carriers hand-over stand still
 * (the shop produces and ships from Munich). Regional holidays are left out on purpose: a delivery
 * estimate one day early in a few regions beats a schedule nobody can maintain.
 */

/** Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return { month, day }
}

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
