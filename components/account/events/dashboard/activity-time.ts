/**
 * When something happened on the dashboard's activity list: in the event's time zone (where the
 * couple and their guests are), with the zone's short name on every entry ("14:03 MESZ"), so a
 * couple reading it abroad knows which clock it is, and the server's and the browser's text agree.
 */
export function activityTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

/** The zone's name for the note above the list ("Mitteleuropäische Zeit"). */
export function zoneName(locale: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
    new Date(),
  )
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}
