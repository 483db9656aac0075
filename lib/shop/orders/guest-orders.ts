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
