import 'server-only'
import { customerDeps } from '@/lib/auth/server'
import { currentCustomer } from '@/lib/shop/customers/session'
import { readVisitorKey } from '@/lib/visitor/server'
import type { Db } from '@/lib/db/types'
import { claimOrder } from './guest-orders'
import type { OrderRequester } from './ownership'

/** The visitor key and signed-in customer of a route handler's request (orders are theirs to see). */
export async function orderRequester(headers: Headers): Promise<OrderRequester> {
  const [visitorKey, customer] = await Promise.all([
    readVisitorKey(),
    customerDeps().then((deps) => currentCustomer(deps, headers, { refresh: false })),
  ])
  return { visitorKey, customerId: customer?.id ?? null }
}

/** After placement: an order placed while signed in goes into that customer's account. */
export async function claimForSignedInCustomer(
  db: Db,
  number: string,
  visitorKey: string,
  headers: Headers,
): Promise<void> {
  const customer = await currentCustomer(await customerDeps(), headers, { refresh: false })
  if (customer) await claimOrder(db, number, { visitorKey, customerId: customer.id })
}
