import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { getCartView } from '@/lib/shop/cart/cart'
import { getCartEndpoint } from '@/lib/shop/cart/endpoints'
import { readVisitorKey } from '@/lib/visitor/server'

// Reading does not create a visitor key: a visitor without one has an empty cart.
export const GET = handle(getCartEndpoint, async ({ query, ctx }) => {
  const visitorKey = await readVisitorKey()
  return getCartView(await getDb(), visitorKey ? { visitorKey } : null, {
    locale: ctx.locale,
    country: query.country,
  })
})
