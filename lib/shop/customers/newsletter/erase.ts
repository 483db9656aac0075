import { sql } from 'drizzle-orm'
import { newsletterSubscriptions } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * Account deletion: the address's subscriptions (every brand, any state) go, with names, birthday,
 * wedding date and consent proof; no newsletter is sent to it any more. The first-order voucher row
 * stays: it is what keeps "one voucher per address, ever" true (a re-subscription after deletion
 * must not get a second one), a legitimate interest that needs nothing but the address (ADR 0021).
 */
export async function eraseNewsletterSubscriptions(tx: Db, email: string): Promise<number> {
  const gone = await tx
    .delete(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`)
    .returning({ id: newsletterSubscriptions.id })
  return gone.length
}
