import { eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'

/**
 * Who owns what a shopper collects (cart, saved designs, uploads, guest lists) in one request: the
 * anonymous visitor key and, once signed in, the customer. A signed-in customer owns rows by customer
 * id only: at sign-in the visitor's rows moved to the customer (lib/shop/customers/hook-registrations),
 * so the visitor key alone no longer owns anything, and a shared or stolen visitor cookie cannot reach
 * into an account.
 */
export interface ShopOwner {
  visitorKey: string | null
  customerId?: string | null
}

interface OwnerColumns {
  visitorKey: AnyColumn
  customerId: AnyColumn
}

/** The rows the owner may see; a request with neither key sees none. */
export function ownedBy(columns: OwnerColumns, owner: ShopOwner): SQL {
  if (owner.customerId) return eq(columns.customerId, owner.customerId)
  if (owner.visitorKey) return eq(columns.visitorKey, owner.visitorKey)
  return sql`false`
}

/**
 * Rows held by either key: only for records that were bound to both at once, like an order (placed by
 * the visitor, belonging to the customer). Its design's guest list and photos may sit under the visitor
 * key (never signed in on that browser) or under the customer (moved there at a later login).
 */
export function ownedByEither(columns: OwnerColumns, owner: ShopOwner): SQL {
  const keys = [
    owner.visitorKey ? eq(columns.visitorKey, owner.visitorKey) : undefined,
    owner.customerId ? eq(columns.customerId, owner.customerId) : undefined,
  ].filter((c): c is SQL => c !== undefined)
  return keys.length === 0 ? sql`false` : (or(...keys) ?? sql`false`)
}

/** The owner columns of a new row (exactly one of the two, as the tables' checks demand). */
export function ownerValues(owner: ShopOwner): { visitorKey: string | null; customerId: string | null } {
  if (owner.customerId) return { visitorKey: null, customerId: owner.customerId }
  if (owner.visitorKey) return { visitorKey: owner.visitorKey, customerId: null }
  throw new Error('A new row needs a visitor key or a customer')
}

/** A stable text for per-owner locks and logs. */
export function ownerLockKey(owner: ShopOwner): string {
  return owner.customerId ? `customer:${owner.customerId}` : `visitor:${owner.visitorKey ?? 'none'}`
}
