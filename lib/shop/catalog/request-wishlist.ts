import 'server-only'
import { readRequestOwner } from '@/lib/auth/request-owner'
import { BRANDS, type BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { getDb } from '@/lib/db/client'
import type { DesignSummary } from './design-summary'
import { listWishlist } from './wishlist'

/**
 * The requester's wishlist: the account's when signed in (the visitor's items joined it at sign-in),
 * else the visitor's; empty without either key or on a brand without a wishlist. Pages and the
 * wishlist endpoint read it through here.
 */
export async function requestWishlist(brand: BrandKey, locale: ShopLocaleCode): Promise<DesignSummary[]> {
  if (!BRANDS[brand].features.wishlist) return []
  const { visitorKey, customerId } = await readRequestOwner()
  const owner = customerId ? { customerId } : visitorKey ? { visitorKey } : null
  if (!owner) return []
  return listWishlist(await getDb(), owner, locale)
}
