import type { CalendarLocale } from '../calendar-spec'

/**
 * Month and weekday names per calendar locale, as data (ADR 0069). Not `Intl`: the server's PDF and
 * the shopper's browser must print the same strings whatever ICU build each carries (short weekday
 * names differ between versions). Weekdays are Sunday-first, as `Date.getUTCDay()` counts them.
 */
export interface CalendarNames {
  months: readonly string[]
  monthsShort: readonly string[]
  weekdays: readonly string[]
  weekdaysShort: readonly string[]
}

const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const
const GERMAN_SHORT = [
  'Jan',
  'Feb',
  'Mär',
  'Apr',
  'Mai',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Okt',
  'Nov',
  'Dez',
] as const
const GERMAN_DAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const
const GERMAN_DAYS_SHORT = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const

const german: CalendarNames = {
  months: GERMAN_MONTHS,
  monthsShort: GERMAN_SHORT,
  weekdays: GERMAN_DAYS,
  weekdaysShort: GERMAN_DAYS_SHORT,
}

export const CALENDAR_NAMES: Record<CalendarLocale, CalendarNames> = {
  'de-DE': german,
  // Austria says "Jänner" for January, in print as in speech.
  'de-AT': {
    ...german,
    months: ['Jänner', ...GERMAN_MONTHS.slice(1)],
    monthsShort: ['Jän', ...GERMAN_SHORT.slice(1)],
  },
  'de-CH': german,
  'en-US': {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
}

/** "Januar 2027" / "January 2027": the title a month page carries. */
export function monthTitle(locale: CalendarLocale, year: number, month: number): string {
  return `${CALENDAR_NAMES[locale].months[month - 1] ?? ''} ${year}`
}
