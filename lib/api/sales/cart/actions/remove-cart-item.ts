'use server'

import { z } from 'zod'
import { removeCartItem, restoreCartItem } from '@/lib/shop/sales/cart/cart'
import { cartItemIdSchema } from '@/lib/shop/sales/cart/schema'
import { cartAction, type CartActionResult } from './cart-action'

const schema = z.strictObject({ id: cartItemIdSchema, undo: z.boolean().default(false) })
const action = cartAction(schema, (input, ctx) =>
  input.undo
    ? restoreCartItem(ctx.db, ctx.owner, input.id, ctx)
    : removeCartItem(ctx.db, ctx.owner, input.id, ctx),
)

/** Removes a line, or with `undo: true` restores the line removed last. */
export async function removeCartItemAction(
  locale: string,
  input: z.input<typeof schema>,
): Promise<CartActionResult> {
  return action(locale, input)
}
