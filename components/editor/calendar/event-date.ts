import { calendarMonths, isLeapYear, type CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

/** The year a month falls in within this calendar (a calendar from July runs into the next year). */
export function yearOfMonth(
  spec: Pick<CalendarSpec, 'year' | 'startMonth' | 'months'>,
  month: number,
): number {
  return calendarMonths(spec).find((m) => m.month === month)?.year ?? spec.year
}

/** Whether the day exists: 29 February every year for a birthday, in a leap year for a single date. */
export function isValidEventDay(day: number, month: number, year: number | undefined): boolean {
  if (!Number.isInteger(day) || day < 1) return false
  const max = DAYS[month - 1] ?? 0
  if (month === 2 && year !== undefined && !isLeapYear(year)) return day <= 28
  return day <= max
}
