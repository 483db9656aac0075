/**
 * Dates of the event page as the couple wrote them ("2027-06-12" is that day wherever the guest
 * reads it): formatted at noon UTC in UTC, so no time zone can move them to another day.
 */
export function longDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

export function shortDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

/** When a household answered, in the event's zone. */
export function answeredOn(at: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at)
}
