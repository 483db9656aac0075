import { eq } from 'drizzle-orm'
import { orderEvents, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * Staff actions that leave the status as it is but belong in the order's history (issue 34 point 5).
 * Status changes write their own event (lib/shop/sales/orders/change-status.ts) with the staff name.
 */
export const ORDER_ACTIONS = [
  'note',
  'payment',
  'reminder',
  'refund',
  'tracking',
  /** A parcel with part of the order (the last parcel is the status change to shipped). */
  'shipment',
  'packingSlip',
  'printFileRendered',
  'printFilePrinted',
  'mailRetried',
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** Who did it: the session's member (StaffSession fits). */
export interface HistoryStaff {
  name: string
}

/**
 * Writes one history entry for a staff action on the order; the order's current status is recorded on
 * both sides, so the entry shows the state the order was in. Pass the transaction that does the
 * action, so the entry and the action succeed or fail together. False when there is no such order.
 */
export async function recordOrderAction(
  db: Db,
  input: { orderId: string; staff: HistoryStaff; action: OrderAction; note?: string | null; at?: Date },
): Promise<boolean> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId))
  if (!order) return false
  await db.insert(orderEvents).values({
    orderId: input.orderId,
    fromStatus: order.status,
    toStatus: order.status,
    actor: 'staff',
    action: input.action,
    staffName: input.staff.name,
    note: input.note?.trim() ? input.note.trim().slice(0, 500) : null,
    createdAt: input.at ?? new Date(),
  })
  return true
}

/** The same for an action that knows only the order number (the URL's), e.g. sending a mail again. */
export async function recordOrderActionByNumber(
  db: Db,
  number: string,
  input: { staff: HistoryStaff; action: OrderAction; note?: string | null; at?: Date },
): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  return order ? recordOrderAction(db, { orderId: order.id, ...input }) : false
}
