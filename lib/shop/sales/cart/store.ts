import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { cartItems, carts, type CartItemRow, type CartRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { ownedBy, ownerValues } from '@/lib/shop/common/owner'
import type { ShopOwner } from '@/lib/shop/common/owner'

/** Row-level access to carts; cart.ts adds validation and pricing on top. */

function ownerCondition(owner: ShopOwner) {
  return ownedBy(carts, owner)
}

export async function findCart(db: Db, owner: ShopOwner): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(ownerCondition(owner))
  return row ?? null
}

/** The owner's cart, created on first use; safe under parallel first requests (unique owner columns). */
export async function ensureCart(db: Db, owner: ShopOwner): Promise<CartRow> {
  const existing = await findCart(db, owner)
  if (existing) return existing
  const values = owner.customerId ? { customerId: owner.customerId } : ownerValues(owner)
  const [inserted] = await db.insert(carts).values(values).onConflictDoNothing().returning()
  if (inserted) return inserted
  // A parallel first request created it in the meantime.
  const created = await findCart(db, owner)
  if (!created) throw new Error('Cart vanished between insert and read')
  return created
}

export async function activeItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), isNull(cartItems.removedAt)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
}

/** Active and removed lines in the order activeItems returns them. */
export async function allItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
}

/** Marks a change; other tabs compare revisions to know their copy is stale. */
export async function bumpRevision(db: Db, cartId: string): Promise<void> {
  await db
    .update(carts)
    .set({ revision: sql`${carts.revision} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
}

/** A line of this cart (removed ones only when asked), or a 404 naming the id. */
export async function itemOfCart(
  db: Db,
  cartId: string,
  itemId: string,
  state: 'active' | 'removed',
): Promise<CartItemRow> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.id, itemId),
        eq(cartItems.cartId, cartId),
        state === 'active' ? isNull(cartItems.removedAt) : isNotNull(cartItems.removedAt),
      ),
    )
  if (!row) {
    const what = state === 'active' ? 'in your cart' : 'that can be restored'
    throw new ShopError(`There is no line ${itemId} ${what}`, { status: 404, field: 'id' })
  }
  return row
}

/** Forgets lines removed earlier: only the most recent removal can be undone. */
export async function purgeRemoved(db: Db, cartId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), isNotNull(cartItems.removedAt)))
}
