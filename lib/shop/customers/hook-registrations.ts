import { eq } from 'drizzle-orm'
import { customers, wishlistItems } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { eraseMailTo } from '@/lib/mail/erase'
import { mergeWishlist } from '@/lib/shop/catalogue/wishlist'
import { eraseNewsletterSubscriptions } from '@/lib/shop/customers/newsletter/erase'
import '@/lib/shop/sales/orders/account-registrations'
import { registerCustomerAnonymiser } from './anonymise'
import { onCustomerSignedIn } from './signed-in-hooks'
// Cart, saved designs, uploads, guest lists and the orders anonymiser register there.
import { ANONYMISED } from './visitor-to-customer'

/**
 * The one place modules hook into the account life cycle. Imported by the functions that sign in and
 * delete, so the registrations exist wherever those run. Cart and saved designs add their merge here;
 * orders add their anonymiser.
 */
onCustomerSignedIn('wishlist', (db, { visitorKey, customerId }) =>
  visitorKey ? mergeWishlist(db, visitorKey, customerId) : Promise.resolve(),
)

// The wishlist is personal data without a retention duty: it goes with the account.
registerCustomerAnonymiser('wishlist', (tx, customerId) =>
  tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId)),
)

async function emailOf(tx: Db, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row?.email ?? null
}

// Mails to the account's address: unsent ones are dropped, sent ones keep no personal data.
registerCustomerAnonymiser('mail-outbox', async (tx, customerId) => {
  const email = await emailOf(tx, customerId)
  if (email) await eraseMailTo(tx, email, ANONYMISED.email)
})

// The newsletter subscription goes with the account: no further newsletter to the address.
registerCustomerAnonymiser('newsletter', async (tx, customerId) => {
  const email = await emailOf(tx, customerId)
  if (email) await eraseNewsletterSubscriptions(tx, email)
})
