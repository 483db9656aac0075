import 'server-only'
import { authSecret } from '@/lib/auth/secret'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { EventHouseholdRow, EventRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'
import { eventPagePath } from '@/lib/shop/events/links'
import {
  accessCookieName,
  accessProof,
  GUEST_COOKIE_MAX_AGE_SECONDS,
  householdCookieName,
  mayEnter,
} from '@/lib/shop/events/rsvp/access'
import { eventBySlug, householdOfEvent } from '@/lib/shop/events/rsvp/guest-event'

/**
 * Who is looking at an event page (issue 31 point 2): its household (the cookie set by /r/{token} or
 * by finding it by name), whether the page password was given, and whether it is the owner looking at
 * a draft. A draft is only ever seen by its owner; everyone else gets null, as for a missing slug.
 */
export interface GuestAccess {
  event: EventRow
  household: EventHouseholdRow | null
  /** May see the page's content: no password, the password given, a household link, or the owner. */
  entered: boolean
  /** The owner looking at the draft: the page says "Vorschau". */
  preview: boolean
  /** A household or password cookie played a part: the answer is personal. */
  personal: boolean
}

export type CookieReader = (name: string) => string | undefined

export async function guestAccess(
  db: Db,
  slug: string,
  cookie: CookieReader,
  customerId: string | null,
): Promise<GuestAccess | null> {
  const event = await eventBySlug(db, slug)
  if (!event) return null
  const owner = customerId !== null && customerId === event.customerId
  if (event.state !== 'published' && !owner) return null
  const household = await householdOfEvent(db, event.id, cookie(householdCookieName(event.id)))
  const proof = cookie(accessCookieName(event.id))
  return {
    event,
    household,
    entered: owner || household !== null || mayEnter(event, proof, authSecret()),
    preview: event.state !== 'published',
    personal: household !== null || proof !== undefined,
  }
}

export function eventLocale(event: Pick<EventRow, 'locale'>): ShopLocaleCode {
  return event.locale as ShopLocaleCode
}

export function guestPagePath(event: Pick<EventRow, 'slug' | 'locale'>): string {
  return eventPagePath(event.slug, eventLocale(event))
}

/** The Set-Cookie value that makes the browser remember its household for this event. */
export function householdCookie(eventId: string, token: string): string {
  return cookieHeader(householdCookieName(eventId), token)
}

/** The Set-Cookie value that remembers the page password was given (until it changes). */
export function accessCookie(event: Pick<EventRow, 'id' | 'passwordHash'>): string {
  return cookieHeader(accessCookieName(event.id), accessProof(event, authSecret()))
}

function cookieHeader(name: string, value: string): string {
  const secure = env().COOKIE_SECURE ? '; Secure' : ''
  return `${name}=${value}; Path=/; Max-Age=${GUEST_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/** Reads one cookie from a raw Cookie header (route handlers). */
export function headerCookies(request: Request): CookieReader {
  const header = request.headers.get('cookie') ?? ''
  const jar = new Map<string, string>()
  for (const part of header.split(/;\s*/)) {
    const at = part.indexOf('=')
    if (at > 0) jar.set(part.slice(0, at), part.slice(at + 1))
  }
  return (name) => jar.get(name)
}
