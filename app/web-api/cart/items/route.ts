import { getDb } from '@/lib/db/client'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { withCountCookie } from '@/lib/api/sales/cart/cart-count-cookie'
import { addCartItemEndpoint } from '@/lib/api/sales/cart/endpoints'
import { cartOwner, jsonOrForm } from '@/lib/api/sales/cart/route-support'
import { cartItemFromForm } from '@/lib/shop/sales/cart/schema'

export const POST = jsonOrForm(addCartItemEndpoint, cartItemFromForm, async (body, ctx) =>
  withCountCookie(await addCartItem(await getDb(), await cartOwner(), body, { locale: ctx.locale })),
)
