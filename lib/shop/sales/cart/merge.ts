import { and, eq, inArray, isNull } from 'drizzle-orm'
import { SAMPLES } from '@/lib/config/shipping'
import { cartItems, carts, type CartItemRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { logger } from '@/lib/log/logger'
import { MAX_QUANTITY, QUANTITY_STEPS } from '@/lib/shop/sales/pricing/quantity'
import { MAX_ORDER_LINES } from '@/lib/shop/sales/pricing/schema'
import { WALL_ART_MAX_QUANTITY } from '@/lib/shop/photo-products/photo-frame/extras'
import { isPhotoProductKind, MAX_AMOUNT_OF_KIND } from './photo-product-line'
import { bumpRevision, findCart } from './store'

export interface CartMergeResult {
  /** Lines that joined the customer's cart as they were. */
  moved: number
  /** Lines whose quantity was added to an equal line already in the customer's cart. */
  combined: number
  /** Lines left out: samples of a design already sampled or beyond the limit, lines beyond the cap. */
  dropped: number
}

/**
 * At sign-in: the visitor's lines join the customer's cart. With no customer cart yet, the visitor's
 * cart simply becomes the customer's. Otherwise a line equal to one the customer already has (same
 * product, options and design) adds its quantity to it, rounded up to the next quantity step, so the
 * cart never holds the same thing twice; other lines move over. Samples of a design the customer
 * already has are dropped, and samples beyond the per-order limit stay out. Prices are never stored,
 * so the merged cart is priced afresh on its next read. One transaction: a concurrent request sees
 * either the old carts or the merged one.
 */
export async function mergeCart(db: Db, visitorKey: string, customerId: string): Promise<CartMergeResult> {
  const result: CartMergeResult = { moved: 0, combined: 0, dropped: 0 }
  return db.transaction(async (tx) => {
    const visitorCart = await findCart(tx, { visitorKey })
    if (!visitorCart || visitorCart.customerId === customerId) return result
    const customerCart = await findCart(tx, { visitorKey, customerId })
    if (!customerCart) {
      await tx.update(carts).set({ customerId, visitorKey: null }).where(eq(carts.id, visitorCart.id))
      await bumpRevision(tx, visitorCart.id)
      result.moved = (await activeOf(tx, visitorCart.id)).length
      return result
    }
    const existing = await activeOf(tx, customerCart.id)
    const byKey = new Map(existing.filter((r) => r.kind !== 'sample').map((r) => [lineKey(r), r]))
    const sampled = new Set(existing.filter((r) => r.kind === 'sample').map((r) => r.designId))
    let lines = existing.length
    const moving: string[] = []
    for (const row of await activeOf(tx, visitorCart.id)) {
      if (row.kind === 'sample') {
        if (sampled.has(row.designId) || sampled.size >= SAMPLES.maxPerOrder || lines >= MAX_ORDER_LINES) {
          result.dropped += 1
          continue
        }
        sampled.add(row.designId)
      } else {
        const same = byKey.get(lineKey(row))
        if (same) {
          same.quantity = combinedQuantity(row.kind, same.quantity + row.quantity)
          await tx.update(cartItems).set({ quantity: same.quantity }).where(eq(cartItems.id, same.id))
          result.combined += 1
          continue
        }
        if (lines >= MAX_ORDER_LINES) {
          result.dropped += 1
          continue
        }
        byKey.set(lineKey(row), row)
      }
      moving.push(row.id)
      lines += 1
    }
    if (moving.length > 0) {
      await tx.update(cartItems).set({ cartId: customerCart.id }).where(inArray(cartItems.id, moving))
    }
    result.moved = moving.length
    // The visitor's cart goes, with whatever did not move (and its undo history).
    await tx.delete(carts).where(eq(carts.id, visitorCart.id))
    await bumpRevision(tx, customerCart.id)
    if (result.dropped > 0) logger().warn({ customerId, ...result }, 'cart merge left lines out')
    return result
  })
}

/**
 * Photo products have no quantity steps, only their own cap (wall art ADR 0058, calendars and photo
 * books ADR 0070, boxes, prints and collages ADR 0078); cards and accessories go up to the next step.
 */
function combinedQuantity(kind: CartItemRow['kind'], quantity: number): number {
  if (kind === 'wallart') return Math.min(quantity, WALL_ART_MAX_QUANTITY)
  if (isPhotoProductKind(kind)) return Math.min(quantity, MAX_AMOUNT_OF_KIND[kind])
  return quantityStepAtLeast(quantity)
}

/** The smallest quantity step at or above `quantity` (capped at the largest): never fewer than asked. */
export function quantityStepAtLeast(quantity: number): number {
  return QUANTITY_STEPS.find((step) => step >= quantity) ?? MAX_QUANTITY
}

/** What makes two lines "the same thing": kind, design, saved design, SKU, options and design snapshot. */
export function lineKey(
  row: Pick<CartItemRow, 'kind' | 'designId' | 'savedDesignId' | 'sku' | 'options' | 'designSnapshot'>,
): string {
  return stableJson([row.kind, row.designId, row.savedDesignId, row.sku, row.options, row.designSnapshot])
}

/** JSON with object keys sorted, so equal documents stored with a different key order compare equal. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

function activeOf(db: Db, cartId: string) {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), isNull(cartItems.removedAt)))
}
