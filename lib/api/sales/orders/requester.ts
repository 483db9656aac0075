import 'server-only'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import type { OrderRequester } from '@/lib/shop/sales/orders/ownership'

/** The visitor key and signed-in customer of a request: orders are theirs to see. */
export async function orderRequester(): Promise<OrderRequester> {
  return readRequestOwner()
}
