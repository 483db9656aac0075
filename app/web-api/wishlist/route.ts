import { handle } from '@/lib/api/endpoint'
import { requestWishlist } from '@/lib/api/catalogue/request-wishlist'
import { wishlistDesignsEndpoint } from '@/lib/api/catalogue/wishlist-endpoint'

export const dynamic = 'force-dynamic'

export const GET = handle(wishlistDesignsEndpoint, async ({ ctx }) => ({
  designs: await requestWishlist(ctx.brand, ctx.locale),
}))
