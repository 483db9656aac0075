import { eq } from 'drizzle-orm'
import { invoices, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * The browser tests' stand-in for time passing: the order's invoice as if issued `days` ago, so its
 * payment term has run out and a payment reminder is due. Only the E2E fixture route
 * (app/backoffice/test-fixtures/backdate-invoice) calls it; returns how many invoices it changed.
 */
export async function backdateInvoice(
  db: Db,
  orderNumber: string,
  days: number,
  now = new Date(),
): Promise<number> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, orderNumber))
  if (!order) return 0
  const rows = await db
    .update(invoices)
    .set({ issuedAt: new Date(now.getTime() - days * 24 * 60 * 60_000) })
    .where(eq(invoices.orderId, order.id))
    .returning({ id: invoices.id })
  return rows.length
}
