import { readCountCookie } from '@/lib/visitor/count-cookie'

/**
 * The header shows how many designs a visitor has saved without reading the database on every page
 * (the header is part of static pages): the wishlist action writes the count into this cookie and
 * the badge reads it in the browser. The database stays the source of the list itself.
 */
export const WISHLIST_COUNT_COOKIE = 'wishlist_count'
export const WISHLIST_COUNT_EVENT = 'wishlist-count'

export function readWishlistCount(cookieHeader: string): number {
  return readCountCookie(cookieHeader, WISHLIST_COUNT_COOKIE) ?? 0
}
