import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { storedShopLocale } from '@/lib/config/stored-values'
import { orderEvents, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { enqueueMail } from '@/lib/mail/outbox'
import { ShopError } from '@/lib/shop/common/errors'
import { onOrderCancelled } from './cancellation'
import { CANCEL_REASONS, ORDER_STATUSES, type OrderStatus } from '@/lib/model/orders'
import { shippedMail } from './mails'
import { orderUrl } from './place-order'
import { orderView, type OrderView } from './read'
import { assertTransition, type OrderActor } from './state-machine'
import { issueGiftVouchersOfOrder } from '@/lib/shop/sales/gift-vouchers/paid'

export const statusChangeSchema = z
  .strictObject({
    to: z.enum(ORDER_STATUSES),
    carrier: z.string().trim().min(2).max(40).optional().describe('Carrier, required for shipped'),
    trackingNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, 'letters, digits and dashes, 4 to 40')
      .optional()
      .describe('Tracking number, required for shipped'),
    note: z.string().trim().max(500).optional(),
    reason: z.enum(CANCEL_REASONS).optional().describe('Why, for a cancellation; the e-mail follows it'),
  })
  .refine((c) => c.to !== 'shipped' || (c.carrier !== undefined && c.trackingNumber !== undefined), {
    message: 'a shipped order needs carrier and trackingNumber',
    path: ['trackingNumber'],
  })
  .refine((c) => c.reason === undefined || c.to === 'cancelled', {
    message: 'a reason belongs to a cancellation only',
    path: ['reason'],
  })
export type StatusChange = z.input<typeof statusChangeSchema>

/** A change made in the back office: the history names the staff member (issue 34 point 5). */
export interface StaffActor {
  staffName: string
}

/**
 * Moves an order along the state machine in one transaction: the status changes only if it is still
 * the one the rule was checked against (a concurrent change makes this a 409), an event records who
 * and when, and "shipped" queues the e-mail with carrier and tracking number.
 */
export async function changeOrderStatus(
  db: Db,
  number: string,
  input: StatusChange,
  by: OrderActor | StaffActor,
  now = new Date(),
): Promise<OrderView> {
  const change = statusChangeSchema.parse(input)
  const actor: OrderActor = typeof by === 'string' ? by : 'staff'
  // A customer's own cancellation is always at their request; staff say why (the back office asks).
  const reason = change.to === 'cancelled' ? (change.reason ?? 'customer') : null
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number))
    if (!order) throw new ShopError(`There is no order ${number}`, { status: 404, field: 'number' })
    assertTransition(order.status, change.to, actor)
    const shipping = change.to === 'shipped'
    const [updated] = await tx
      .update(orders)
      .set({
        status: change.to,
        updatedAt: now,
        ...(shipping ? { carrier: change.carrier, trackingNumber: change.trackingNumber } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning()
    if (!updated) {
      throw new ShopError(`Order ${number} was changed at the same time; reload it`, {
        status: 409,
        field: 'status',
      })
    }
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: change.to,
      actor,
      staffName: typeof by === 'string' ? null : by.staffName,
      reason,
      note: change.note ?? null,
      createdAt: now,
    })
    const view = await orderView(tx, updated)
    if (reason) await onOrderCancelled(tx, updated, view, now, reason)
    // Paid: the gift vouchers it bought get their codes and are mailed (ADR 0110).
    if (change.to === 'paid') await issueGiftVouchersOfOrder(tx, updated, now)
    if (shipping) {
      const locale = storedShopLocale(updated.locale)
      await enqueueMail(tx, shippedMail(view, orderUrl({ brand: view.brand, locale }, number)))
    }
    return view
  })
}

/** The customer's own cancellation: allowed until production starts. */
export function cancelOrderByCustomer(db: Db, number: string): Promise<OrderView> {
  return changeOrderStatus(db, number, { to: 'cancelled' }, 'customer')
}

export type { OrderStatus }
