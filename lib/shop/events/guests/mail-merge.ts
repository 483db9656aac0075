import type { Db } from '@/lib/db/types'
import { RSVP_LINK_COLUMN } from '@/lib/model/events'
import { createGuestListFromTable } from '@/lib/shop/design-print/guest-list/guest-lists'
import type { GuestListSummary } from '@/lib/shop/design-print/guest-list/schema'
import { rsvpShortUrl } from '@/lib/shop/events/links'
import { ownedEvent } from './owner'
import type { HouseholdView } from './schema'
import { loadHouseholds } from './store'

/**
 * The event's guest list as the design tool's mail merge reads it (issue 31 point 3, "no second
 * upload"): one row per household, since one invitation goes to one household. "Name" is the
 * envelope's recipient line and "Anrede" the letter salutation (salutation.ts), then the address and
 * the household's personal short link that the QR layer encodes (ADR 0097).
 */
export const MAIL_MERGE_COLUMNS = [
  'Name',
  'Anrede',
  'Straße',
  'Adresszusatz',
  'PLZ',
  'Ort',
  'Land',
  'E-Mail',
  RSVP_LINK_COLUMN,
]

export function mailMergeRows(households: readonly HouseholdView[]): string[][] {
  return households.map((h) => [
    h.recipientLine,
    h.letterSalutation,
    h.street,
    h.street2,
    h.postcode,
    h.city,
    h.country,
    h.email ?? '',
    rsvpShortUrl(h.rsvpToken),
  ])
}

/** Which event a copied list came from, so the design tool can say so and copy it again. */
export type MailMergeOrigin = { eventId: string; title: string; copiedAt: string }

/**
 * Stores the list for the design tool, owned by the customer, and answers as an upload would, plus
 * the event it was copied from (the design tool's panel shows it and offers "Neu übernehmen").
 */
export async function eventMailMergeList(
  db: Db,
  eventId: string,
  customerId: string,
  placeholders: readonly string[],
): Promise<GuestListSummary & { origin: MailMergeOrigin }> {
  const event = await ownedEvent(db, eventId, customerId)
  const households = await loadHouseholds(db, event.id)
  const summary = await createGuestListFromTable(db, {
    customerId,
    fileName: `Gästeliste: ${event.title}`,
    columns: MAIL_MERGE_COLUMNS,
    rows: mailMergeRows(households),
    placeholders,
  })
  return { ...summary, origin: { eventId: event.id, title: event.title, copiedAt: new Date().toISOString() } }
}
