import { handle } from '@/lib/api/endpoint'
import { changeRequestWishlist } from '@/lib/api/catalogue/change-request-wishlist'
import { requestWishlist } from '@/lib/api/catalogue/request-wishlist'
import { withWishlistFormPost } from '@/lib/api/catalogue/wishlist-form-post'
import { changeWishlistEndpoint, wishlistDesignsEndpoint } from '@/lib/api/catalogue/wishlist-endpoint'

export const dynamic = 'force-dynamic'

export const GET = handle(wishlistDesignsEndpoint, async ({ ctx }) => ({
  designs: await requestWishlist(ctx.brand, ctx.locale),
}))

/** The heart: JSON from the hydrated page, a form post (answered 303) before that. */
export const POST = withWishlistFormPost(
  handle(changeWishlistEndpoint, async ({ body, ctx, db }) => changeRequestWishlist(await db(), ctx, body)),
)
