import { and, eq, or, type SQL } from 'drizzle-orm'
import { orders, type OrderRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ORDER_NUMBER_PATTERN } from './number'

/** Who asks for an order: the browser's visitor key and, when signed in, the customer. */
export interface OrderRequester {
  visitorKey: string | null
  customerId: string | null
}

/**
 * The order if the requester placed it (same visitor key) or owns it (the customer it belongs to);
 * null otherwise, and for malformed numbers, so that callers answer 404 and a guessed number reveals
 * nothing about whether it exists.
 */
export async function ownedOrder(db: Db, number: string, who: OrderRequester): Promise<OrderRow | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null
  const owners: SQL[] = [
    ...(who.visitorKey ? [eq(orders.visitorKey, who.visitorKey)] : []),
    ...(who.customerId ? [eq(orders.customerId, who.customerId)] : []),
  ]
  if (owners.length === 0) return null
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), or(...owners)))
  return row ?? null
}
