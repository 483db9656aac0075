import { asc, eq } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { orderLines, type OrderLineRow, type OrderRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { addCartItem, addSample } from '@/lib/shop/sales/cart/cart'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { addCartItemSchema, type AddCartItem } from '@/lib/shop/sales/cart/schema'
import { isPhotoProductKind } from '@/lib/shop/sales/cart/photo-product-line'
import { ShopError } from '@/lib/shop/common/errors'

export interface ReorderResult {
  added: number
  /** Lines that can no longer be ordered (design or accessory withdrawn, sample limit), with why. */
  skipped: { name: string; reason: string }[]
}

/**
 * Puts the lines of an earlier order into the current cart: personalised cards with their frozen
 * design snapshot and options, wall art with its snapshot, samples and accessories. Each goes
 * through the cart's own add functions, so it is validated and priced by the engine exactly like a
 * new line (today's prices; the cart never stores a price). A line that cannot be added any more is reported, not fatal.
 */
export async function reorder(
  db: Db,
  order: OrderRow,
  cart: { owner: ShopOwner; brand: BrandKey; locale: ShopLocaleCode },
): Promise<ReorderResult> {
  if (order.brand !== cart.brand) {
    throw new ShopError(`Order ${order.number} was placed in the other shop; reorder it there`, {
      status: 422,
      field: 'number',
    })
  }
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
  const result: ReorderResult = { added: 0, skipped: [] }
  for (const line of lines) {
    try {
      if (line.kind === 'sample' && line.designId !== null) {
        await addSample(db, cart.owner, line.designId, { locale: cart.locale })
      } else {
        await addCartItem(db, cart.owner, cartItemOf(line), { locale: cart.locale })
      }
      result.added++
    } catch (error) {
      if (!(error instanceof ShopError)) throw error
      result.skipped.push({ name: line.name, reason: error.message })
    }
  }
  return result
}

/**
 * The cart input an order line was made from (the engine input minus the quantity, which is its own),
 * checked by the cart's schema: a line whose stored snapshot no longer reads is reported, not added.
 */
function cartItemOf(line: OrderLineRow): AddCartItem {
  const raw =
    line.kind === 'accessory'
      ? { kind: 'accessory', sku: line.sku, quantity: line.quantity }
      : line.kind === 'wallart' || isPhotoProductKind(line.kind)
        ? // The spec inside the snapshot is the whole line; the stored options are only what was priced.
          { kind: line.kind, snapshot: line.designSnapshot, quantity: line.quantity }
        : {
            kind: 'card',
            ...(line.designId !== null ? { designId: line.designId } : {}),
            ...(line.designSnapshot !== null ? { snapshot: line.designSnapshot } : {}),
            ...(line.designSnapshot !== null && line.savedDesignId
              ? { savedDesignId: line.savedDesignId }
              : {}),
            options: { ...withoutQuantity(line.options), quantity: line.quantity },
          }
  const parsed = addCartItemSchema.safeParse(raw)
  if (!parsed.success) {
    throw new ShopError('This item can no longer be ordered as it was', { status: 422, field: 'number' })
  }
  return parsed.data
}

function withoutQuantity(options: unknown): Record<string, unknown> {
  if (typeof options !== 'object' || options === null) return {}
  const { quantity: _quantity, ...rest } = options as Record<string, unknown>
  return rest
}
