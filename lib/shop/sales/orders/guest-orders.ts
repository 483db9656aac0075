import { and, eq, isNull, sql } from 'drizzle-orm'
import { customers, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * Orders placed as a guest with the customer's e-mail address join the account, but only once the
 * address is verified: otherwise signing up with someone else's address would reveal their orders.
 * Returns the number of orders attached.
 */
export async function attachGuestOrders(db: Db, customerId: string): Promise<number> {
  const [customer] = await db
    .select({ email: customers.email, verified: customers.emailVerified })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (!customer?.verified) return 0
  const attached = await db
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), sql`lower(${orders.email}) = ${customer.email.toLowerCase()}`))
    .returning({ id: orders.id })
  return attached.length
}

/**
 * The orders this browser placed anonymously join the account it signs in to, like its cart, designs,
 * uploads and guest lists (issue 7 point 6). The visitor key already shows these orders, so nothing new
 * is revealed; and the order's print job then finds the guest list and photos that moved with them.
 */
export async function attachVisitorOrders(db: Db, visitorKey: string, customerId: string): Promise<number> {
  const attached = await db
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), eq(orders.visitorKey, visitorKey)))
    .returning({ id: orders.id })
  return attached.length
}
