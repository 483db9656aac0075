/**
 * The anonymous visitor key (spec 3, "Visitor and feature flags"): a generated UUID in a cookie that is
 * not HTTP-only, because the browser's flag client reads it too. It owns a visitor's wishlist, cart and
 * saved designs until they sign in, and is the traffic key of A/B tests.
 *
 * The cookie is created on the first action that needs it (adding to the wishlist or cart, saving a
 * design), not on every page view, so plain page responses carry no Set-Cookie and stay cacheable.
 */
export const VISITOR_COOKIE = 'visitor_key'

/**
 * The customer id as the A/B traffic key (lib/flags/traffic-key.ts), in its own cookie, set at login
 * and cleared at logout, because the proxy (content experiments) and the browser flag client decide
 * without a database read; the cart badge reads it as "signed in" (components/cart/cart-count.ts). It
 * is not a credential: it only chooses a bucket, and the session cookie alone says who is signed in.
 */
export const CUSTOMER_KEY_COOKIE = 'customer_key'

/** About one year; the spec leaves the max age open. */
export const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/**
 * An RFC 9562 UUID (zod's `z.uuid()` pattern). A plain pattern rather than a zod schema: the browser
 * checks the cookie on every page, and zod would be in every page's first-load JS (ADR 0022).
 */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

/** The key in a cookie value, or null when absent or not a UUID (a tampered cookie is ignored). */
export function parseVisitorKey(value: string | undefined | null): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null
}

export interface VisitorCookieOptions {
  path: string
  sameSite: 'lax'
  httpOnly: false
  secure: boolean
  maxAge: number
}

export function visitorCookieOptions(secure: boolean): VisitorCookieOptions {
  return { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge: VISITOR_COOKIE_MAX_AGE }
}
