import { createHmac, timingSafeEqual } from 'node:crypto'
import type { EventRow } from '@/lib/db/schema'

/**
 * The two cookies an event page reads (issue 31 points 2 and 4), each named for one event so a guest
 * invited to two events keeps both. The household cookie holds the household's token itself: it is
 * the capability the printed link carries anyway, and a revoked token stops working at once. The
 * access cookie says the page password was given: an HMAC of the event and its password hash, so a
 * new password shuts out everyone who knew the old one, and nothing secret is stored in the browser.
 */
export function householdCookieName(eventId: string): string {
  return `event_guest_${eventId.replaceAll('-', '')}`
}

export function accessCookieName(eventId: string): string {
  return `event_access_${eventId.replaceAll('-', '')}`
}

/** Cookies last a little past any RSVP deadline; the guest comes back to look up the address. */
export const GUEST_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

export function accessProof(event: Pick<EventRow, 'id' | 'passwordHash'>, secret: string): string {
  return createHmac('sha256', secret)
    .update(`event-access:${event.id}:${event.passwordHash ?? ''}`)
    .digest('base64url')
}

/** Whether the visitor may see the page: no password set, or a valid proof of having given it. */
export function mayEnter(
  event: Pick<EventRow, 'id' | 'passwordHash'>,
  proof: string | undefined,
  secret: string,
): boolean {
  if (event.passwordHash === null) return true
  if (!proof) return false
  const expected = Buffer.from(accessProof(event, secret))
  const given = Buffer.from(proof)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
