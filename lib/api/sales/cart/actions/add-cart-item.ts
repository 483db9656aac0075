'use server'

import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { addCartItemSchema, type AddCartItemInput } from '@/lib/shop/sales/cart/schema'
import { cartAction, type CartActionResult } from './cart-action'

const action = cartAction(addCartItemSchema, (input, ctx) => addCartItem(ctx.db, ctx.owner, input, ctx))

/** Adds a personalised card or an accessory (what the editor's "add to cart" calls). */
export async function addCartItemAction(locale: string, input: AddCartItemInput): Promise<CartActionResult> {
  return action(locale, input)
}
