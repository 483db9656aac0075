import { handle } from '@/lib/api/endpoint'
import { getCartView } from '@/lib/shop/sales/cart/cart'
import { withCountCookie } from '@/lib/api/sales/cart/cart-count-cookie'
import { getCartEndpoint } from '@/lib/api/sales/cart/endpoints'
import { ownerOrNull, readRequestOwner } from '@/lib/api/session/request-owner'

// Reading does not create a visitor key: a visitor without one has an empty cart. A signed-in
// customer reads their own cart (the header badge on any device).
export const GET = handle(getCartEndpoint, async ({ query, ctx, db }) => {
  return withCountCookie(
    await getCartView(await db(), ownerOrNull(await readRequestOwner()), {
      locale: ctx.locale,
      country: query.country,
    }),
  )
})
