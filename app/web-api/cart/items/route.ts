import { getDb } from '@/lib/db/client'
import { addCartItem } from '@/lib/shop/cart/cart'
import { withCountCookie } from '@/lib/shop/cart/cart-count-cookie'
import { addCartItemEndpoint } from '@/lib/shop/cart/endpoints'
import { cartOwner, jsonOrForm } from '@/lib/shop/cart/route-support'
import { cartItemFromForm } from '@/lib/shop/cart/schema'

export const POST = jsonOrForm(addCartItemEndpoint, cartItemFromForm, async (body, ctx) =>
  withCountCookie(await addCartItem(await getDb(), await cartOwner(), body, { locale: ctx.locale })),
)
