/**
 * The anonymous visitor key (spec 3, "Visitor and feature flags"): a generated UUID that owns a
 * visitor's wishlist, cart, uploads, guest lists and guest orders until they sign in. It is a bearer
 * credential, so it lives in an HTTP-only cookie no script can read (ADR 0050); the browser never
 * needs it. The A/B traffic key is the separate traffic id below.
 *
 * The cookie is created on the first action that needs it (adding to the wishlist or cart, saving a
 * design), not on every page view, so plain page responses carry no Set-Cookie and stay cacheable.
 */
export const VISITOR_COOKIE = 'visitor_key'

/**
 * The visitor's A/B traffic key (ADR 0050): a random UUID the browser creates on the first visit in a
 * readable cookie of its own. Not a credential and not derived from one, so the flag provider, the
 * logs and the browser's flag client may see it.
 */
export const TRAFFIC_ID_COOKIE = 'traffic_id'

/**
 * The signed-in customer's traffic key (lib/flags/traffic-key.ts customerTrafficId: a hash of the
 * customer id, the same on every device), in its own cookie, set at login and cleared at logout,
 * because the proxy (content experiments) and the browser flag client decide without a database read;
 * the cart badge reads it as "signed in" (components/cart/cart-count.ts). It is not a credential and
 * not the customer id: the session cookie alone says who is signed in.
 */
export const CUSTOMER_KEY_COOKIE = 'customer_key'

/** About one year; the spec leaves the max age open. */
export const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/**
 * An RFC 9562 UUID (zod's `z.uuid()` pattern). A plain pattern rather than a zod schema: the browser
 * checks the traffic id on every page, and zod would be in every page's first-load JS (ADR 0022).
 */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

/**
 * The key (or traffic id) in a cookie value, or null when absent or not a UUID (a tampered cookie is
 * ignored).
 */
export function parseVisitorKey(value: string | undefined | null): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null
}

export interface VisitorCookieOptions {
  path: string
  sameSite: 'lax'
  httpOnly: boolean
  secure: boolean
  maxAge: number
}

/**
 * A visitor's cookies the browser reads (the traffic id, the wishlist and cart counts): a year, Lax,
 * Secure by configuration.
 */
export function visitorCookieOptions(secure: boolean): VisitorCookieOptions {
  return { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge: VISITOR_COOKIE_MAX_AGE }
}

/** The visitor key's cookie: the same, but HTTP-only, because the key is a credential. */
export function visitorKeyCookieOptions(secure: boolean): VisitorCookieOptions {
  return { ...visitorCookieOptions(secure), httpOnly: true }
}
