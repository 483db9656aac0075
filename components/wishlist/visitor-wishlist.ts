import 'server-only'
import type { ShopContext } from '@/lib/context/shop-context'
import { getDb } from '@/lib/db/client'
import type { DesignSummary } from '@/lib/shop/catalog/design-summary'
import { listWishlist } from '@/lib/shop/catalog/wishlist'
import { readVisitorKey } from '@/lib/visitor/server'

/**
 * This visitor's wishlist in a server component: empty without a visitor key (nobody has saved
 * anything yet) or on a brand without a wishlist. One read per page, shared by every heart on it.
 */
export async function visitorWishlist(ctx: ShopContext): Promise<DesignSummary[]> {
  if (!ctx.brandConfig.features.wishlist) return []
  const visitorKey = await readVisitorKey()
  if (!visitorKey) return []
  return listWishlist(await getDb(), { visitorKey }, ctx.locale)
}

export async function visitorWishlistIds(ctx: ShopContext): Promise<ReadonlySet<number>> {
  return new Set((await visitorWishlist(ctx)).map((design) => design.id))
}
