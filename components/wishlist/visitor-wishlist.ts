import 'server-only'
import type { ShopContext } from '@/lib/context/shop-context'
import type { DesignSummary } from '@/lib/shop/catalog/design-summary'
import { requestWishlist, requestWishlistIds } from '@/lib/shop/catalog/request-wishlist'

/** This visitor's wishlist in a server component: one read per page, shared by every heart on it. */
export async function visitorWishlist(ctx: ShopContext): Promise<DesignSummary[]> {
  return requestWishlist(ctx.brand, ctx.locale)
}

/** The ids alone, for the hearts of a listing or product page. */
export async function visitorWishlistIds(ctx: ShopContext): Promise<ReadonlySet<number>> {
  return new Set(await requestWishlistIds(ctx.brand))
}
