import { and, asc, eq, or } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import { orderLines, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OrderStatus } from '@/lib/model/orders'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { shipmentsOfOrder, type StaffShipment } from './shipments'

/** The order page's shipping section: the parcels so far and the lines still to ship. */
export interface OrderShipping {
  number: string
  status: OrderStatus
  shipments: StaffShipment[]
  openLines: { id: string; position: number; name: string; quantity: number }[]
  /** Some lines went out, others not yet ("teilweise versandt"). */
  partlyShipped: boolean
}

export async function orderShipping(db: Db, number: string): Promise<OrderShipping | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) return null
  const [{ shipments, openLineIds }, lines] = await Promise.all([
    shipmentsOfOrder(db, order.id),
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
  ])
  return {
    number: order.number,
    status: order.status,
    shipments,
    openLines: lines
      .filter((l) => openLineIds.includes(l.id))
      .map((l) => ({ id: l.id, position: l.position + 1, name: l.name, quantity: l.quantity })),
    partlyShipped: order.status === 'in_production' && shipments.length > 0,
  }
}

/** An order that may go into production: paid, or bought on invoice (produced before payment). */
export interface ProductionCandidate {
  number: string
  createdAt: Date
  customer: string
  status: OrderStatus
  paymentMethod: string
}

/** The oldest orders of a brand waiting for production (at most 100, oldest first). */
export async function productionCandidates(db: Db, brand: BrandKey): Promise<ProductionCandidate[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.brand, brand),
        or(eq(orders.status, 'paid'), and(eq(orders.status, 'placed'), eq(orders.paymentMethod, 'invoice'))),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(100)
  return rows.map((row) => {
    const billing = row.billingAddress as { firstName?: string; lastName?: string }
    return {
      number: row.number,
      createdAt: row.createdAt,
      customer: `${billing.firstName ?? ''} ${billing.lastName ?? ''}`.trim(),
      status: row.status,
      paymentMethod: row.paymentMethod,
    }
  })
}
