import 'server-only'
import type { ShopContext } from '@/lib/context/shop-context'
import { getDb } from '@/lib/db/client'
import type { DesignSummary } from '@/lib/shop/catalog/design-summary'
import { listWishlist } from '@/lib/shop/catalog/wishlist'
import { readRequestOwner } from '@/lib/auth/request-owner'

/**
 * This visitor's wishlist in a server component: empty without a visitor key (nobody has saved
 * anything yet) or on a brand without a wishlist. One read per page, shared by every heart on it.
 */
export async function visitorWishlist(ctx: ShopContext): Promise<DesignSummary[]> {
  if (!ctx.brandConfig.features.wishlist) return []
  // Signed in: the account's wishlist (the visitor's items joined it at sign-in).
  const { visitorKey, customerId } = await readRequestOwner()
  const owner = customerId ? { customerId } : visitorKey ? { visitorKey } : null
  if (!owner) return []
  return listWishlist(await getDb(), owner, ctx.locale)
}

export async function visitorWishlistIds(ctx: ShopContext): Promise<ReadonlySet<number>> {
  return new Set((await visitorWishlist(ctx)).map((design) => design.id))
}
