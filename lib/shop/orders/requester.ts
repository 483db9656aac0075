import 'server-only'
import { readRequestOwner } from '@/lib/auth/request-owner'
import type { OrderRequester } from './ownership'

/** The visitor key and signed-in customer of a request: orders are theirs to see. */
export async function orderRequester(): Promise<OrderRequester> {
  return readRequestOwner()
}
