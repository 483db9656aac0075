import { removeCartItem, updateCartItem } from '@/lib/shop/sales/cart/cart'
import { withCountCookie } from '@/lib/api/sales/cart/cart-count-cookie'
import { removeCartItemEndpoint, updateCartItemEndpoint } from '@/lib/api/sales/cart/endpoints'
import { cartOwner, withId } from '@/lib/api/sales/cart/route-support'

export const PATCH = withId(updateCartItemEndpoint, async ({ id, body, ctx, db }) =>
  withCountCookie(await updateCartItem(await db(), await cartOwner(), id, body, { locale: ctx.locale })),
)

export const DELETE = withId(removeCartItemEndpoint, async ({ id, ctx, db }) =>
  withCountCookie(await removeCartItem(await db(), await cartOwner(), id, { locale: ctx.locale })),
)
