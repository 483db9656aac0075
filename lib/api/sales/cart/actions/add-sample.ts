'use server'

import { addSample } from '@/lib/shop/sales/cart/cart'
import { addSampleSchema } from '@/lib/shop/sales/cart/schema'
import { cartAction, type CartActionResult } from './cart-action'

const action = cartAction(addSampleSchema, (input, ctx) => addSample(ctx.db, ctx.owner, input.designId, ctx))

/** Adds a sample card of a catalogue design (3 free per order). */
export async function addSampleAction(
  locale: string,
  input: { designId: number },
): Promise<CartActionResult> {
  return action(locale, input)
}
