import 'server-only'
import { cookies } from 'next/headers'
import { env } from '@/lib/env'
import { WISHLIST_COUNT_COOKIE } from '@/lib/visitor/count-cookie'
import { visitorCookieOptions } from '@/lib/visitor/visitor-key'

/**
 * Writes how many designs the wishlist holds for the header badge (components/wishlist/
 * wishlist-count.ts), as the cart's route handlers write the cart's count: the header is part of
 * static pages and reads the cookie instead of the database. "0" is written too, so the badge goes.
 */
export async function writeWishlistCount(count: number): Promise<void> {
  ;(await cookies()).set(WISHLIST_COUNT_COOKIE, String(count), visitorCookieOptions(env().COOKIE_SECURE))
}
