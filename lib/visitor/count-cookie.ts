/**
 * How many items the cart holds, written by the server with every cart answer (GET and every change,
 * lib/api/sales/cart/cart-count-cookie.ts) so the header's badge (components/cart/cart-count.ts) need
 * not ask on every page: most visitors never have a cart, and each ask cost the server more than the
 * cached page itself.
 */
export const CART_COUNT_COOKIE = 'cart_count'

/**
 * How many designs a visitor has saved, written by POST /web-api/wishlist (lib/api/catalogue/
 * wishlist-count-cookie.ts) and read by the header's badge (components/wishlist/wishlist-count.ts) in
 * the browser, so static pages need not read the database.
 * The database stays the source of the list itself.
 */
export const WISHLIST_COUNT_COOKIE = 'wishlist_count'

/**
 * The counts the header shows without asking the server on every page (the header is part of static
 * pages): the wishlist's and the cart's, each in a cookie the server writes whenever it changes the
 * list and the browser reads. Null when the cookie is absent or not a count (a tampered cookie).
 */
export function readCountCookie(cookieHeader: string, name: string): number | null {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return null
  return Number(raw)
}

/** True when the browser holds a cookie of this name, whatever its value. */
export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(/;\s*/).some((part) => part.startsWith(`${name}=`))
}
