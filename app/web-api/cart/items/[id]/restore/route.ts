import { restoreCartItem } from '@/lib/shop/sales/cart/cart'
import { withCountCookie } from '@/lib/api/sales/cart/cart-count-cookie'
import { restoreCartItemEndpoint } from '@/lib/api/sales/cart/endpoints'
import { cartOwner, withId } from '@/lib/api/sales/cart/route-support'

export const POST = withId(restoreCartItemEndpoint, async ({ id, ctx, db }) =>
  withCountCookie(await restoreCartItem(await db(), await cartOwner(), id, { locale: ctx.locale })),
)
