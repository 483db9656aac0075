import { readCountCookie, WISHLIST_COUNT_COOKIE } from '@/lib/visitor/count-cookie'

/** Announced in the tab after a wishlist change: the badge reads the count cookie again. */
export const WISHLIST_COUNT_EVENT = 'wishlist-count'

export function readWishlistCount(cookieHeader: string): number {
  return readCountCookie(cookieHeader, WISHLIST_COUNT_COOKIE) ?? 0
}
