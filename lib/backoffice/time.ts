/** The shop works in German time: a date filter "24.11." means that day in Berlin, not in UTC. */
const ZONE = 'Europe/Berlin' as const

function offsetMinutes(at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(part ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

/** Midnight at the start of the given day (YYYY-MM-DD) in Berlin, as an instant. */
export function berlinDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  // Guess with the offset at UTC midnight, then take the offset at the guess: right on switch days too.
  const guess = new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight) * 60_000)
  return new Date(utcMidnight.getTime() - offsetMinutes(guess) * 60_000)
}

export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** The zone the shop's local times are in, named in exports (issue 34 point 7). */
export const SHOP_TIME_ZONE = ZONE

/**
 * Berlin wall-clock time as "2026-11-28 14:05:09": sortable, and read as a date and time by
 * spreadsheets and accounting imports (the column header names the zone).
 */
export function formatBerlinSortable(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date)
}

export function formatBerlin(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date)
}
