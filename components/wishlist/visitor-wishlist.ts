import 'server-only'
import { headers } from 'next/headers'
import { SHARED_RENDER_HEADER } from '@/lib/security/shared-render'
import type { ShopContext } from '@/lib/context/shop-context'
import type { DesignSummary } from '@/lib/shop/catalogue/design-summary'
import { requestWishlist, requestWishlistIds } from '@/lib/api/catalogue/request-wishlist'

/** This visitor's wishlist in a server component: one read per page, shared by every heart on it. */
export async function visitorWishlist(ctx: ShopContext): Promise<DesignSummary[]> {
  return requestWishlist(ctx.brand, ctx.locale)
}

/** The ids alone, for the hearts of a listing or product page. */
export async function visitorWishlistIds(ctx: ShopContext): Promise<ReadonlySet<number>> {
  return new Set(await requestWishlistIds(ctx.brand))
}

/**
 * The hearts of a listing, product or theme page: 'browser' when the proxy asked for the shared
 * rendering (no session; the browser reads the visitor's wishlist, ADR 0031, 0112), else the ids read
 * here.
 */
export async function listingWishlistIds(ctx: ShopContext): Promise<ReadonlySet<number> | 'browser'> {
  if ((await headers()).get(SHARED_RENDER_HEADER) === '1') return 'browser'
  return visitorWishlistIds(ctx)
}
