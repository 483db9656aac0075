import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { getCartView } from '@/lib/shop/cart/cart'
import { withCountCookie } from '@/lib/shop/cart/cart-count-cookie'
import { getCartEndpoint } from '@/lib/shop/cart/endpoints'
import { ownerOrNull, readRequestOwner } from '@/lib/auth/request-owner'

// Reading does not create a visitor key: a visitor without one has an empty cart. A signed-in
// customer reads their own cart (the header badge on any device).
export const GET = handle(getCartEndpoint, async ({ query, ctx }) => {
  return withCountCookie(
    await getCartView(await getDb(), ownerOrNull(await readRequestOwner()), {
      locale: ctx.locale,
      country: query.country,
    }),
  )
})
