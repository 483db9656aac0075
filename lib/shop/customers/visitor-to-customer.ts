import { and, eq, inArray, or, sql } from 'drizzle-orm'
import {
  carts,
  customers,
  guestLists,
  orderLines,
  orderPrintFiles,
  orders,
  savedDesigns,
  uploads,
  voucherRedemptions,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { logger } from '@/lib/log/logger'
import { mergeCart } from '@/lib/shop/sales/cart/merge'
import { moveGuestListsToCustomer } from '@/lib/shop/design-print/guest-list/guest-lists'
import type { OrderStatus } from '@/lib/model/orders'
import { printFileKey } from '@/lib/shop/design-print/print-files/queue'
import { thumbKeyOf } from '@/lib/shop/design-print/uploads/uploads'
import { moveSavedDesignsToCustomer } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { moveUploadsToCustomer } from '@/lib/shop/design-print/uploads/uploads'
import type { ObjectStorage } from '@/lib/storage/storage'
import { registerCustomerAnonymiser, type DeferErasure } from './anonymise'
import { onCustomerSignedIn } from './signed-in-hooks'

/**
 * Visitor to customer (issue 7 point 6, issue 6 point 1): at sign-up and login what the visitor made
 * anonymously becomes the account's, so the customer finds it on any device after login. The cart
 * merges into the customer's cart; saved designs, uploads and guest lists change owner (the visitor
 * key alone no longer reaches them). The saved designs move first, so cart lines that point at them
 * keep working for the new owner.
 *
 * And the way back out: deleting the account removes what is personal and has no retention duty
 * (designs, uploads, guest lists, cart) and anonymises the orders, which must be kept (§ 147 AO,
 * § 257 HGB): names, e-mail and addresses are replaced, totals, lines and prices stay.
 */
onCustomerSignedIn('saved-designs', (db, { visitorKey, customerId }) =>
  visitorKey ? moveSavedDesignsToCustomer(db, visitorKey, customerId) : Promise.resolve(),
)
onCustomerSignedIn('uploads', (db, { visitorKey, customerId }) =>
  visitorKey ? moveUploadsToCustomer(db, visitorKey, customerId) : Promise.resolve(),
)
onCustomerSignedIn('guest-lists', (db, { visitorKey, customerId }) =>
  visitorKey ? moveGuestListsToCustomer(db, visitorKey, customerId) : Promise.resolve(),
)
onCustomerSignedIn('cart', async (db, { visitorKey, customerId, reason }) => {
  if (!visitorKey) return
  const result = await mergeCart(db, visitorKey, customerId)
  logger().info({ reason, ...result }, 'visitor cart merged into the customer cart')
})

registerCustomerAnonymiser('saved-designs', (tx, customerId) =>
  tx.delete(savedDesigns).where(eq(savedDesigns.customerId, customerId)),
)
// The rows go in the transaction, their files (photos, layouts, previews) right after it commits.
registerCustomerAnonymiser('uploads', async (tx, customerId, afterCommit) => {
  const gone = await tx
    .delete(uploads)
    .where(eq(uploads.customerId, customerId))
    .returning({ print: uploads.printKey, preview: uploads.previewKey })
  const keys = gone.flatMap((row) => [row.print, row.preview, thumbKeyOf(row.preview)])
  if (keys.length > 0) afterCommit((storage) => deleteEach(storage, keys))
})
registerCustomerAnonymiser('guest-lists', (tx, customerId) =>
  tx.delete(guestLists).where(eq(guestLists.customerId, customerId)),
)
registerCustomerAnonymiser('cart', (tx, customerId) =>
  tx.delete(carts).where(eq(carts.customerId, customerId)),
)
registerCustomerAnonymiser('orders', anonymiseOrders)

async function deleteEach(storage: ObjectStorage, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)))
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) throw failed.reason
}

/** What an anonymised order keeps of its addresses: the country (VAT and shipping were charged by it). */
export const ANONYMISED = {
  email: 'anonymised@invalid.example',
  address: (country: unknown) => ({
    firstName: 'Anonymised',
    lastName: 'Customer',
    street: '-',
    postcode: '-',
    city: '-',
    country,
  }),
} as const

/** Orders the shop still has to print and ship: their addresses and designs are needed for that. */
const OPEN_STATUSES: readonly OrderStatus[] = ['placed', 'paid', 'in_production']

/**
 * Deletion waits for open orders (GDPR art. 17(3)(b): the data are needed to perform the contract);
 * deleteCustomerAccount turns this into the shopper's 409. Thrown inside the deleting transaction,
 * so nothing has changed when it surfaces.
 */
export class OrdersStillOpenError extends Error {
  override name = 'OrdersStillOpenError'
  constructor(readonly orderNumbers: readonly string[]) {
    super(`account has open orders: ${orderNumbers.join(', ')}`)
  }
}

/**
 * The customer's orders (by account, and guest orders placed under the account's e-mail address) lose
 * every personal field: e-mail, names and addresses, the owner keys, the printed design (it carries
 * names and photos) with its print files, and the e-mail behind a voucher use. Number, status, lines,
 * prices, VAT and totals stay for the books. Refused while one of them is still open.
 */
export async function anonymiseOrders(
  tx: Db,
  customerId: string,
  afterCommit: DeferErasure = () => undefined,
): Promise<number> {
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
  const mine = customer
    ? or(eq(orders.customerId, customerId), sql`lower(${orders.email}) = ${customer.email.toLowerCase()}`)
    : eq(orders.customerId, customerId)
  const open = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(and(mine, inArray(orders.status, [...OPEN_STATUSES])))
    .orderBy(orders.number)
  if (open.length > 0) throw new OrdersStillOpenError(open.map((row) => row.number))
  const rows = await tx
    .select({ id: orders.id, billing: orders.billingAddress, shipping: orders.shippingAddress })
    .from(orders)
    .where(mine)
  for (const row of rows) {
    await tx
      .update(orders)
      .set({
        email: ANONYMISED.email,
        billingAddress: ANONYMISED.address(countryOf(row.billing)),
        shippingAddress: ANONYMISED.address(countryOf(row.shipping)),
        customerId: null,
        visitorKey: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, row.id))
  }
  if (rows.length > 0) {
    const ids = rows.map((row) => row.id)
    await tx.update(orderLines).set({ designSnapshot: null }).where(inArray(orderLines.orderId, ids))
    await tx
      .update(voucherRedemptions)
      .set({ customerKey: null })
      .where(inArray(voucherRedemptions.orderId, ids))
    // The print files show names and photos and cannot be drawn again without the design: rows and
    // files go (the file by its fixed key, also when a failed job never wrote one).
    const printFiles = await tx
      .delete(orderPrintFiles)
      .where(inArray(orderPrintFiles.orderId, ids))
      .returning({
        orderId: orderPrintFiles.orderId,
        lineId: orderPrintFiles.lineId,
        part: orderPrintFiles.part,
      })
    const keys = printFiles.map((file) => printFileKey(file.orderId, file.lineId, file.part))
    if (keys.length > 0) afterCommit((storage) => deleteEach(storage, keys))
  }
  return rows.length
}

function countryOf(address: unknown): unknown {
  return address && typeof address === 'object' && 'country' in address ? address.country : null
}
