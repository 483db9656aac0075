/**
 * GET /web-api/wishlist's path, alone in its module: the listing's hearts import it, and the answer's
 * zod schema (wishlist-designs-schema.ts) would put zod into the listing's first-load JS (ADR 0022).
 */
export const WISHLIST_DESIGNS_PATH = '/web-api/wishlist'
