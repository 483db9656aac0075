import 'server-only'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { requestDb } from '@/lib/api/request-db'
import { pageCustomer } from '@/lib/api/session/page-session'
import { rsvpClosesAt, rsvpLastDay, rsvpOpen } from '@/lib/shop/events/rsvp/deadline'
import { guestEventView, type GuestEventView } from '@/lib/shop/events/rsvp/guest-event'
import { guestAccess } from './guest-access'

/**
 * What the event page renders (issue 31 point 2), or null for a 404 (no such slug, a draft to anyone
 * but its owner). `entered` false: the password form only, nothing of the event but its title.
 */
export type EventPageData =
  | { kind: 'password'; title: string; slug: string; locale: string }
  | {
      kind: 'page'
      view: GuestEventView
      preview: boolean
      /** Answers are taken (before the end of the deadline day, and not in the owner's preview). */
      open: boolean
      lastDay: string
      closesAt: Date
    }

/** Once per request: the page and its metadata ask for the same. */
export const eventPageData = cache(async (slug: string): Promise<EventPageData | null> => {
  const now = new Date()
  const jar = await cookies()
  const db = await requestDb()
  const customer = await pageCustomer()
  const access = await guestAccess(db, slug, (name) => jar.get(name)?.value, customer?.id ?? null)
  if (!access) return null
  const { event } = access
  if (!access.entered) return { kind: 'password', title: event.title, slug: event.slug, locale: event.locale }
  return {
    kind: 'page',
    view: await guestEventView(db, event, access.household),
    preview: access.preview,
    open: !access.preview && rsvpOpen(event, now),
    lastDay: rsvpLastDay(event),
    closesAt: rsvpClosesAt(event),
  }
})
