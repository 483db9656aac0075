import 'server-only'
import { headers } from 'next/headers'
import { currentCustomer } from '@/lib/shop/customers/session'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { ensureVisitorKey, readVisitorKey } from '@/lib/visitor/server'
import { customerDeps } from '@/lib/api/session/customer-deps'

/**
 * The owner of a request's cart, designs, uploads and guest lists: the signed-in customer (on any
 * device) or else the anonymous visitor. No refresh of the session here: pages cannot write cookies,
 * and the account routes refresh it.
 */
export async function readCustomerId(): Promise<string | null> {
  const customer = await currentCustomer(await customerDeps(), await headers(), { refresh: false })
  return customer?.id ?? null
}

/** For reads (pages, GET handlers): nothing is created; a request with neither key owns nothing. */
export async function readRequestOwner(): Promise<ShopOwner & { customerId: string | null }> {
  const [visitorKey, customerId] = await Promise.all([readVisitorKey(), readCustomerId()])
  return { visitorKey, customerId }
}

/**
 * For writes (route handlers, server actions): a signed-in customer writes as the customer; an
 * anonymous visitor gets the visitor cookie created when missing.
 */
export type WritingOwner =
  { visitorKey: string; customerId: null } | { visitorKey: string | null; customerId: string }

export async function ensureRequestOwner(): Promise<WritingOwner> {
  const customerId = await readCustomerId()
  if (customerId) return { visitorKey: await readVisitorKey(), customerId }
  return { visitorKey: await ensureVisitorKey(), customerId: null }
}

/** The owner, or null when the request has neither key (so readers can skip the database). */
export function ownerOrNull<T extends ShopOwner>(owner: T): T | null {
  return owner.visitorKey || owner.customerId ? owner : null
}
