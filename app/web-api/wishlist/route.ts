import { BRANDS } from '@/lib/config/brands'
import { getDb } from '@/lib/db/client'
import { cookieFrom } from '@/lib/http/api-context'
import { handle } from '@/lib/http/endpoint'
import { listWishlist } from '@/lib/shop/catalog/wishlist'
import { wishlistDesignsEndpoint } from '@/lib/shop/catalog/wishlist-endpoint'
import { parseVisitorKey, VISITOR_COOKIE } from '@/lib/visitor/visitor-key'

export const dynamic = 'force-dynamic'

export const GET = handle(wishlistDesignsEndpoint, async ({ ctx, request }) => {
  const visitorKey = parseVisitorKey(cookieFrom(request.headers.get('cookie'), VISITOR_COOKIE))
  if (!visitorKey || !BRANDS[ctx.brand].features.wishlist) return { designs: [] }
  const designs = await listWishlist(await getDb(), { visitorKey }, ctx.locale)
  return { designs }
})
