/**
 * The header shows how many designs a visitor has saved without reading the database on every page
 * (the header is part of static pages): the wishlist action writes the count into this cookie and
 * the badge reads it in the browser. The database stays the source of the list itself.
 */
export const WISHLIST_COUNT_COOKIE = 'wishlist_count'
export const WISHLIST_COUNT_EVENT = 'wishlist-count'

export function readWishlistCount(cookieHeader: string): number {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(`${WISHLIST_COUNT_COOKIE}=`))
    ?.slice(WISHLIST_COUNT_COOKIE.length + 1)
  const count = Number(raw)
  return Number.isInteger(count) && count > 0 && count < 100_000 ? count : 0
}
