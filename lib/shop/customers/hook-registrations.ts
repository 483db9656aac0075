import { eq } from 'drizzle-orm'
import { wishlistItems } from '@/lib/db/schema'
import { mergeWishlist } from '@/lib/shop/catalog/wishlist'
import '@/lib/shop/orders/account-registrations'
import { registerCustomerAnonymiser } from './anonymise'
import { onCustomerSignedIn } from './signed-in-hooks'
// Cart, saved designs, uploads, guest lists and the orders anonymiser register there.
import './visitor-to-customer'

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
