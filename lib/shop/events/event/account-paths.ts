import type { BrandKey } from '@/lib/config/brands'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'

/**
 * The parts of one event in the account (issue 31), as data: the event's sub-navigation renders these
 * tabs in order. Each package adds its tab when its page works end to end (E2 the guest list, E3 the
 * dashboard), so the navigation never links to a page that is not there. `segment` is the folder below
 * kundenkonto/events/{id}/ ('' is the event's own page); `label` is a key of EventAccount.tabs.
 */
export const EVENT_ACCOUNT_TABS = [
  { key: 'event', segment: '', label: 'event' },
  { key: 'guests', segment: 'gaeste', label: 'guests' },
  { key: 'dashboard', segment: 'uebersicht', label: 'dashboard' },
  { key: 'print', segment: 'drucken', label: 'print' },
] as const satisfies readonly {
  key: string
  segment: string
  label: string
}[]
export type EventAccountTab = (typeof EVENT_ACCOUNT_TABS)[number]['key']

/** Route segments of one event's page in the account (for shopHref), optionally one of its tabs. */
export function eventAccountSegments(eventId: string, tab: EventAccountTab = 'event'): string[] {
  const segment = EVENT_ACCOUNT_TABS.find((entry) => entry.key === tab)?.segment ?? ''
  return segment ? [...ACCOUNT_ROUTES.events, eventId, segment] : [...ACCOUNT_ROUTES.events, eventId]
}

/** The event portal lives on the card brand only (lib/shop/events/links.ts): its account pages too. */
export const EVENT_PORTAL_BRANDS: readonly BrandKey[] = ['card']

export function hasEventPortal(brand: BrandKey): boolean {
  return EVENT_PORTAL_BRANDS.includes(brand)
}
