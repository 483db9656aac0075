/**
 * When a household can no longer change its answer (issue 31 point 4): the end of the RSVP deadline's
 * day in the event's time zone, or of the event's own day when the couple set no deadline. "Until the
 * 15th" means the whole 15th where the wedding is, wherever the guest answers from.
 */
export function rsvpClosesAt(event: {
  rsvpDeadline: string | null
  eventDate: string
  timeZone: string
}): Date {
  return startOfNextDay(event.rsvpDeadline ?? event.eventDate, event.timeZone)
}

export function rsvpOpen(
  event: { rsvpDeadline: string | null; eventDate: string; timeZone: string },
  now: Date,
): boolean {
  return now.getTime() < rsvpClosesAt(event).getTime()
}

/** The last day answers are taken ("2027-05-15"), as the couple wrote it. */
export function rsvpLastDay(event: { rsvpDeadline: string | null; eventDate: string }): string {
  return event.rsvpDeadline ?? event.eventDate
}

/** The instant local midnight after `day` ("YYYY-MM-DD") happens in `timeZone`. */
function startOfNextDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const wallClock = Date.UTC(year, month - 1, date + 1)
  // The zone's offset at that wall-clock time; asked twice, since the offset at the guess may differ
  // from the one at the answer on a day the clocks change.
  let instant = wallClock - offsetMs(wallClock, timeZone)
  instant = wallClock - offsetMs(instant, timeZone)
  return new Date(instant)
}

/** How far the zone's clock is ahead of UTC at `instant` (ms). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return asUtc - Math.floor(instant / 1000) * 1000
}
