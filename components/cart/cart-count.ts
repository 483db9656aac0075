import { CART_COUNT_COOKIE, hasCookie, readCountCookie } from '@/lib/visitor/count-cookie'
import { CUSTOMER_KEY_COOKIE, TRAFFIC_ID_COOKIE } from '@/lib/visitor/visitor-key'

/** The same tab's cart changes (cart-client.ts announceCart), with the whole cart as detail. */
export const CART_EVENT = 'shop:cart-changed'

/**
 * What the badge shows at once and whether it asks the server. It asks when the cookie counts items
 * (the count is checked: an order or another tab may have changed the cart), for a signed-in customer
 * (the cart is theirs on every device), and for a returning visitor (a traffic id; the visitor key is
 * HTTP-only, ADR 0050) without a count yet; it does not for a first visit or a cart the server last
 * answered as empty.
 */
export function cartCountHint(cookieHeader: string): { count: number; ask: boolean } {
  const count = readCountCookie(cookieHeader, CART_COUNT_COOKIE)
  const ask =
    (count ?? 0) > 0 ||
    hasCookie(cookieHeader, CUSTOMER_KEY_COOKIE) ||
    (count === null && hasCookie(cookieHeader, TRAFFIC_ID_COOKIE))
  return { count: count ?? 0, ask }
}
