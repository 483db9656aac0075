import { STAFF_ROLES, type StaffRole } from '@/lib/db/schema'
import type { OrderStatus } from '@/lib/model/orders'

export { STAFF_ROLES, type StaffRole }

/**
 * Everything the back office lets staff do, as one typed list: every page hides and every route or
 * action refuses (403, lib/api/backoffice/staff-session.ts requireStaffFor) what `can` denies.
 */
export const STAFF_ACTIONS = [
  /** See order totals, prices, invoices and payments. */
  'viewMoney',
  /** Move an order into production, shipped or delivered (tracking numbers included). */
  'changeStatus',
  'cancel',
  'markPaid',
  'refund',
  'sendReminder',
  'addNote',
  'downloadPrintFiles',
  /** Render a print file again, mark it printed. */
  'managePrintFiles',
  /** The production queue: print files across orders by state (/backoffice/production). */
  'viewProductionQueue',
  /** A line's job ticket (Laufzettel, issue 34 point 1): what is made, without prices. */
  'viewJobTicket',
  /** Send a failed or waiting e-mail of an order again. */
  'retryMail',
  'viewCustomers',
  'eraseCustomer',
  'export',
  'moderateReviews',
  'manageStaff',
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

/**
 * Production makes and ships: print files and the production/shipping states, never money.
 * Support talks to customers: customers, cancellations, notes and e-mails, and sees the amounts
 * customers ask about. The owner may do everything (ADR 0086).
 */
const ROLE_ACTIONS: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  owner: STAFF_ACTIONS,
  production: [
    'changeStatus',
    'addNote',
    'downloadPrintFiles',
    'managePrintFiles',
    'viewProductionQueue',
    'viewJobTicket',
    'retryMail',
  ],
  support: [
    'viewMoney',
    'cancel',
    'addNote',
    'retryMail',
    'viewCustomers',
    'moderateReviews',
    'viewJobTicket',
  ],
}

export interface StaffWithRole {
  role: StaffRole
}

export function can(staff: StaffWithRole, action: StaffAction): boolean {
  return ROLE_ACTIONS[staff.role].includes(action)
}

/** The permission a status change needs: cancelling and marking paid are their own actions. */
export function actionForStatus(to: OrderStatus): StaffAction {
  if (to === 'cancelled') return 'cancel'
  if (to === 'paid') return 'markPaid'
  return 'changeStatus'
}
