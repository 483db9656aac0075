import { and, eq, inArray, isNull } from 'drizzle-orm'
import { SAMPLES } from '@/lib/config/shipping'
import { cartItems, carts } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { bumpRevision, findCart } from './store'

/**
 * At sign-in: the visitor's lines join the customer's cart (for the accounts work to call). With no
 * customer cart yet, the visitor's cart simply becomes the customer's. Samples of a design the customer
 * already has are dropped, and samples beyond the per-order limit stay out. One transaction, so a
 * concurrent request sees either the old or the merged carts. Returns the number of lines moved.
 */
export async function mergeCart(db: Db, visitorKey: string, customerId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const visitorCart = await findCart(tx, { visitorKey })
    if (!visitorCart || visitorCart.customerId === customerId) return 0
    const customerCart = await findCart(tx, { visitorKey, customerId })
    if (!customerCart) {
      await tx.update(carts).set({ customerId, visitorKey: null }).where(eq(carts.id, visitorCart.id))
      await bumpRevision(tx, visitorCart.id)
      return (await activeOf(tx, visitorCart.id)).length
    }
    const incoming = await activeOf(tx, visitorCart.id)
    const existing = await activeOf(tx, customerCart.id)
    const sampled = new Set(existing.filter((r) => r.kind === 'sample').map((r) => r.designId))
    let sampleRoom = SAMPLES.maxPerOrder - sampled.size
    const moving = incoming.filter((row) => {
      if (row.kind !== 'sample') return true
      if (sampled.has(row.designId) || sampleRoom <= 0) return false
      sampled.add(row.designId)
      sampleRoom -= 1
      return true
    })
    if (moving.length > 0) {
      await tx
        .update(cartItems)
        .set({ cartId: customerCart.id })
        .where(
          inArray(
            cartItems.id,
            moving.map((row) => row.id),
          ),
        )
    }
    await tx.delete(carts).where(eq(carts.id, visitorCart.id))
    await bumpRevision(tx, customerCart.id)
    return moving.length
  })
}

function activeOf(db: Db, cartId: string) {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), isNull(cartItems.removedAt)))
}
