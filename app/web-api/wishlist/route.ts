import { handle } from '@/lib/http/endpoint'
import { requestWishlist } from '@/lib/shop/catalog/request-wishlist'
import { wishlistDesignsEndpoint } from '@/lib/shop/catalog/wishlist-endpoint'

export const dynamic = 'force-dynamic'

export const GET = handle(wishlistDesignsEndpoint, async ({ ctx }) => ({
  designs: await requestWishlist(ctx.brand, ctx.locale),
}))
