import { ShopError } from '@/lib/shop/common/errors'
import type { OrderStatus } from '@/lib/model/orders'

/**
 * The order life cycle (issue 6): placed → paid → in production → shipped → delivered, or cancelled.
 * Invoice orders go into production unpaid and are paid later, so `paid` may also follow production
 * or shipping is not modelled: payment of an invoice is recorded by staff outside the life cycle
 * (the invoice work). A customer may cancel until production starts; staff may cancel until shipping.
 */
export type OrderActor = 'customer' | 'staff' | 'system'

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['paid', 'in_production', 'cancelled'],
  paid: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

const CUSTOMER_MAY: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  placed: ['cancelled'],
  paid: ['cancelled'],
}

export function allowedTransitions(from: OrderStatus, actor: OrderActor): readonly OrderStatus[] {
  return actor === 'customer' ? (CUSTOMER_MAY[from] ?? []) : TRANSITIONS[from]
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return allowedTransitions(from, actor).includes(to)
}

/** Throws a 409 naming the status when the change is not allowed from here or for this actor. */
export function assertTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): void {
  if (canTransition(from, to, actor)) return
  const why =
    actor === 'customer' && to === 'cancelled'
      ? 'production has already started, so the order can no longer be cancelled online'
      : `an order that is ${from} cannot become ${to}`
  throw new ShopError(`Not possible: ${why}`, { status: 409, field: 'status' })
}

export function isFinal(status: OrderStatus): boolean {
  return TRANSITIONS[status].length === 0
}
