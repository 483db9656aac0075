'use server'

import { z } from 'zod'
import { updateCartItem } from '@/lib/shop/sales/cart/cart'
import { cartItemIdSchema, updateCartItemSchema } from '@/lib/shop/sales/cart/schema'
import { cartAction, type CartActionResult } from './cart-action'

const schema = updateCartItemSchema.extend({ id: cartItemIdSchema })
const action = cartAction(schema, (input, ctx) =>
  updateCartItem(ctx.db, ctx.owner, input.id, input.quantity, ctx),
)

/** Changes a line's quantity to another quantity step. */
export async function updateCartItemAction(
  locale: string,
  input: z.input<typeof schema>,
): Promise<CartActionResult> {
  return action(locale, input)
}
