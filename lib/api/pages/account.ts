import 'server-only'
import { requestDb } from '@/lib/api/request-db'
import { listWishlist } from '@/lib/shop/catalogue/wishlist'
import { accountSectionReaders } from '@/lib/shop/customers/account-sections'
import { listAddresses } from '@/lib/shop/customers/addresses'
import '@/lib/shop/customers/hook-registrations'
import { newsletterStatus } from '@/lib/shop/customers/newsletter/subscriptions'
import { customerOrderDetail, listCustomerOrders } from '@/lib/shop/sales/orders/account-orders'
import { onShopDb } from './shop-db'

/** What the account pages show of the signed-in customer (requirePageCustomer gives the id). */
export const accountOrders = onShopDb(listCustomerOrders)
export const accountOrder = onShopDb(customerOrderDetail)
export const accountWishlist = onShopDb(listWishlist)
export const accountAddresses = onShopDb(listAddresses)
export const accountNewsletterStatus = onShopDb(newsletterStatus)

/**
 * The account overview's orders and saved designs, each only when its module has provided a reader
 * (lib/shop/customers/hook-registrations); null when none has, so the overview shows neither.
 */
export async function accountSections(customerId: string) {
  const readers = accountSectionReaders()
  if (!readers.orders && !readers.designs) return null
  const db = await requestDb()
  const [orders, designs] = await Promise.all([
    readers.orders?.(db, customerId),
    readers.designs?.(db, customerId),
  ])
  return { orders, designs }
}
