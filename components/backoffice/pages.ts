import type { StaffAction } from '@/lib/backoffice/permissions'
import type { BackofficeTexts } from '@/lib/backoffice/texts'

export interface BackofficePage {
  /** The page's folder under app/backoffice ('' is the order list), dynamic segments as Next names them. */
  route: string
  /**
   * Its link in the header, if it has one: the text and the action a role needs to see it (null: all).
   * The text is picked from the texts handed in, so the browser tests can read this list without them.
   */
  nav?: { label: (t: BackofficeTexts) => string; needs: StaffAction | null }
}

/**
 * Every back-office page, once: the header's links come from here, and the phone and Lighthouse checks
 * (tests/e2e/backoffice-phone.spec.ts) visit each entry and fail when app/backoffice holds a page this
 * list lacks — a new page cannot be forgotten by either (issue 34 point 8).
 */
export const BACKOFFICE_PAGES: readonly BackofficePage[] = [
  { route: '', nav: { label: (t) => t.nav.orders, needs: null } },
  { route: 'reviews', nav: { label: (t) => t.nav.reviews, needs: 'moderateReviews' } },
  { route: 'production', nav: { label: (t) => t.production.nav, needs: 'viewProductionQueue' } },
  { route: 'shipping', nav: { label: (t) => t.desk.nav.shipping, needs: 'changeStatus' } },
  { route: 'receivables', nav: { label: (t) => t.desk.nav.receivables, needs: 'viewMoney' } },
  { route: 'customers', nav: { label: (t) => t.nav.customers, needs: 'viewCustomers' } },
  { route: 'staff', nav: { label: (t) => t.nav.staff, needs: 'manageStaff' } },
  { route: 'api-access', nav: { label: (t) => t.nav.api, needs: 'export' } },
  { route: 'orders/[number]' },
  { route: 'customers/[id]' },
  { route: 'login' },
  { route: 'enrol' },
  { route: 'verify' },
  { route: 'invite/[token]' },
  /** Unknown paths: the back office's plain 404 (not-found.tsx). */
  { route: '[...rest]' },
]
