import { getDb } from '@/lib/db/client'
import { restoreCartItem } from '@/lib/shop/cart/cart'
import { withCountCookie } from '@/lib/shop/cart/cart-count-cookie'
import { restoreCartItemEndpoint } from '@/lib/shop/cart/endpoints'
import { cartOwner, withId } from '@/lib/shop/cart/route-support'

export const POST = withId(restoreCartItemEndpoint, async (id, _body, ctx) =>
  withCountCookie(await restoreCartItem(await getDb(), await cartOwner(), id, { locale: ctx.locale })),
)
