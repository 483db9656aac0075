import 'server-only'
import { cookies } from 'next/headers'
import { env } from '@/lib/env'
import { CART_COUNT_COOKIE } from '@/lib/visitor/count-cookie'
import { visitorCookieOptions } from '@/lib/visitor/visitor-key'
import type { CartView } from '@/lib/shop/sales/cart/view'

/**
 * Writes the cart's item count for the header badge (components/cart/cart-count.ts). Every route
 * handler and server action that changes the cart or answers with it writes it, so the cookie never
 * says "empty" while the cart holds something; "0" is written too, so the badge stops asking.
 */
export async function writeCartCount(count: number): Promise<void> {
  ;(await cookies()).set(CART_COUNT_COOKIE, String(count), visitorCookieOptions(env().COOKIE_SECURE))
}

/** writeCartCount for a cart answer, passed on. */
export async function withCountCookie(view: CartView): Promise<CartView> {
  await writeCartCount(view.count)
  return view
}
