import { z } from 'zod'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { MAX_ORDER_LINES } from '@/lib/shop/sales/pricing/schema'
import { isQuantityStep } from '@/lib/shop/sales/pricing/quantity'
import { accessoryLineOptions, accessoriesBySku } from './accessory-line'
import { assertBrandSellsCards } from './brand-range'
import { addCartItem, type CartReadOptions } from './cart'
import { activeItems, findCart } from './store'
import type { CartView } from './view'

/** At most this many accessories in one order call: more than the page offers, far below the cart's limit. */
export const MAX_ACCESSORY_ORDER_ITEMS = 20

export const accessoryOrderSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        sku: z.string().min(3).max(80).describe('Accessory SKU from /web-api/card-accessories'),
        quantity: z
          .number()
          .int()
          .min(1)
          .max(5000)
          .describe('Pieces; one of the quantity steps 1, 5, 10, …, 5000'),
      }),
    )
    .min(1)
    .max(MAX_ACCESSORY_ORDER_ITEMS)
    .refine((items) => new Set(items.map((item) => item.sku)).size === items.length, {
      message: 'each accessory once; give its whole quantity in one entry',
    })
    .describe('The accessories to put in the cart, each with its quantity'),
})
export type AccessoryOrder = z.output<typeof accessoryOrderSchema>

/**
 * Accessories on their own (spec: /web-api/card-accessory-order, the /accessory page): every item is
 * checked before the first goes into the cart (it exists, it is sold without a card, its quantity is
 * a step, the cart has room), so a refused order leaves the cart as it was. Each becomes the cart's
 * usual accessory line, priced, ordered, invoiced and mailed like one added from a product page.
 */
export async function addAccessoryOrder(
  db: Db,
  owner: ShopOwner,
  input: unknown,
  options: CartReadOptions,
): Promise<CartView> {
  const { items } = accessoryOrderSchema.parse(input)
  await assertBrandSellsCards(db, options.brand, 'items')
  const rows = await accessoriesBySku(
    db,
    items.map((item) => item.sku),
  )
  items.forEach((item, index) => {
    const row = rows.get(item.sku)
    if (!row) {
      throw new ShopError(`Unknown accessory ${item.sku}`, { status: 422, field: `items.${index}.sku` })
    }
    try {
      accessoryLineOptions(row)
    } catch (error) {
      if (error instanceof ShopError) {
        throw new ShopError(error.message, { status: 422, field: `items.${index}.sku` })
      }
      throw error
    }
    if (!isQuantityStep(item.quantity)) {
      throw new ShopError(`${item.quantity} is not one of the quantity steps (1, 5, 10, 15, …)`, {
        status: 422,
        field: `items.${index}.quantity`,
      })
    }
  })
  const cart = await findCart(db, owner)
  const lines = cart ? (await activeItems(db, cart.id)).length : 0
  if (lines + items.length > MAX_ORDER_LINES) {
    throw new ShopError(`A cart holds at most ${MAX_ORDER_LINES} lines`, { status: 422, field: 'items' })
  }
  let view: CartView | undefined
  for (const item of items) view = await addCartItem(db, owner, { kind: 'accessory', ...item }, options)
  if (!view) throw new ShopError('Choose at least one accessory', { status: 422, field: 'items' })
  return view
}
