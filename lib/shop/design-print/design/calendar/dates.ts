/**
 * Calendar date maths in UTC days only (ADR 0069): a local-time `Date` moves a day across a
 * daylight-saving change or a server in another zone, and the PDF is made on the server.
 */
const DAY_MS = 86_400_000

/** Days since 1970-01-01 of a calendar date. */
export function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS
}

/** The date of a day number. */
export function dateOf(days: number): { year: number; month: number; day: number } {
  const d = new Date(days * DAY_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** "2027-03-28". */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** ISO 8601 week number (weeks start Monday; week 1 holds the year's first Thursday). */
export function isoWeek(year: number, month: number, day: number): number {
  const days = dayNumber(year, month, day)
  const weekday = (weekdayOf(year, month, day) + 6) % 7
  const thursday = days - weekday + 3
  const thursdayYear = dateOf(thursday).year
  return Math.floor((thursday - dayNumber(thursdayYear, 1, 1)) / 7) + 1
}
