import 'server-only'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import { BRANDS, type BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { requestDb } from '@/lib/api/request-db'
import type { DesignSummary } from '@/lib/shop/catalogue/design-summary'
import { listWishlist, listWishlistIds } from '@/lib/shop/catalogue/wishlist'

/**
 * The requester's wishlist: the account's when signed in (the visitor's items joined it at sign-in),
 * else the visitor's; empty without either key or on a brand without a wishlist. Pages and the
 * wishlist endpoint read it through here.
 */
export async function requestWishlist(brand: BrandKey, locale: ShopLocaleCode): Promise<DesignSummary[]> {
  const owner = await requestWishlistOwner(brand)
  return owner ? listWishlist(await requestDb(), owner, locale) : []
}

/** The ids on the requester's wishlist (the hearts of a page): no design rows read. */
export async function requestWishlistIds(brand: BrandKey): Promise<number[]> {
  const owner = await requestWishlistOwner(brand)
  return owner ? listWishlistIds(await requestDb(), owner) : []
}

async function requestWishlistOwner(brand: BrandKey) {
  if (!BRANDS[brand].features.wishlist) return null
  const { visitorKey, customerId } = await readRequestOwner()
  return customerId ? { customerId } : visitorKey ? { visitorKey } : null
}
