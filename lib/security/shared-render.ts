import { BRAND_COOKIE } from '@/lib/config/brands'
import {
  DESIGN_SEGMENT,
  DESIGN_TOOL_ROUTES,
  PRODUCTS_SEGMENT,
  SHOP_ROUTES,
  THEMES_SEGMENT,
} from '@/lib/config/routes'
import { CONSENT_COOKIE } from '@/lib/consent/consent'
import { CART_COUNT_COOKIE, WISHLIST_COUNT_COOKIE } from '@/lib/visitor/count-cookie'
import { TRAFFIC_ID_COOKIE, VISITOR_COOKIE } from '@/lib/visitor/visitor-key'
import { isStoryRoute } from '@/lib/routing/resolve-request-context'

/**
 * Shared renderings (ADR 0031). A design listing is the same page for every visitor without an
 * account session: its only visitor data, the wishlist hearts, are filled in by the browser. So is the
 * design tool opened on a catalogue design (ADR 0040), and so are a product page and a theme page
 * (ADR 0112). The proxy marks such a request (this header on the request for the page, on the response
 * for the server's response cache, server/response-cache.mjs) and gives it the policy of a
 * prerendered page: no per-request nonce, so one rendering can answer many visitors. Such a page holds
 * no visitor text (catalogue names and option and filter values from closed lists), the condition
 * ADR 0018 sets for that policy.
 */
export const SHARED_RENDER_HEADER = 'x-shop-shared-render'

/**
 * The cookies a shared rendering may be asked for with: the brand (keyed by the response cache), the
 * consent answer (read in the browser), the visitor key and traffic id (ADR 0050) and the wishlist
 * and cart counts (the hearts and the header's badges read them in the browser). Any other cookie, a
 * session above all, gets a rendering of its own.
 */
export const SHARED_RENDER_COOKIES: readonly string[] = [
  BRAND_COOKIE,
  CONSENT_COOKIE,
  VISITOR_COOKIE,
  TRAFFIC_ID_COOKIE,
  WISHLIST_COUNT_COOKIE,
  CART_COUNT_COOKIE,
]

/** The design listings: /products/, an occasion, occasion × product type (not a product page). */
export function isListingRoute(route: readonly string[]): boolean {
  return route[0] === PRODUCTS_SEGMENT && route[1] !== DESIGN_SEGMENT && route.length <= 3
}

/**
 * A design's product page (/products/design/{slug}/, ADR 0112): the design, its options from the URL
 * (closed lists) and the server's price; the visitor's heart and the flagged sticky bar are the
 * browser's.
 */
export function isProductPageRoute(route: readonly string[]): boolean {
  return route.length === 3 && route[0] === PRODUCTS_SEGMENT && route[1] === DESIGN_SEGMENT
}

/** The theme pages: /themes/ (the default theme) and /themes/{id}/ (ADR 0112). */
export function isThemeRoute(route: readonly string[]): boolean {
  return route[0] === THEMES_SEGMENT && route.length <= 2
}

/**
 * The design tool opened on a catalogue design (`?design=`): the page holds the design's template and
 * nothing of the visitor, who edits and saves in the browser. With `saved` it opens the visitor's own
 * saved version (read with their key or session), which is theirs alone.
 */
export function isDesignToolStart(route: readonly string[], search: URLSearchParams): boolean {
  return (
    route.length === 1 && route[0] === DESIGN_TOOL_ROUTES.card && search.has('design') && !search.has('saved')
  )
}

/** Whether this request for a page gets the shared rendering: a catalogue page or the tool on a design. */
export function rendersShared(
  route: readonly string[],
  cookieNames: Iterable<string>,
  search: URLSearchParams = new URLSearchParams(),
): boolean {
  const catalogue = isListingRoute(route) || isProductPageRoute(route) || isThemeRoute(route)
  if (!catalogue && !isDesignToolStart(route, search)) return false
  for (const name of cookieNames) if (!SHARED_RENDER_COOKIES.includes(name)) return false
  return true
}

/**
 * The marker's second value (ADR 0112): a rendering for a visitor who brings no cookie of their own,
 * answered from the response cache like a prerendered page, so only to such visitors. For pages
 * that read the visitor's cookies (a content experiment's traffic key, a page flag) but are, without
 * any, the same for everyone: the default experience.
 */
export const ANONYMOUS_RENDER = 'anonymous'

/** The cookies an anonymous rendering may be asked for with: the brand (keyed) and the consent answer. */
export const ANONYMOUS_RENDER_COOKIES: readonly string[] = [BRAND_COOKIE, CONSENT_COOKIE]

/** Story pages (CMS content pages; the home is prerendered) and the poster brand's photo overviews. */
function isAnonymousRoute(route: readonly string[]): boolean {
  const overviews: readonly (readonly string[])[] = [SHOP_ROUTES.calendars, SHOP_ROUTES.photobooks]
  return (
    (route.length > 0 && isStoryRoute(route)) ||
    overviews.some((overview) => overview.length === route.length && overview.every((s, i) => s === route[i]))
  )
}

/**
 * Whether this request for a page gets the anonymous rendering: a story page or photo overview asked
 * for without a query string (a preview link, a filter, a flag parameter) and without a cookie beyond
 * the brand and the consent answer.
 */
export function rendersAnonymous(
  route: readonly string[],
  cookieNames: Iterable<string>,
  search: URLSearchParams = new URLSearchParams(),
): boolean {
  if (!isAnonymousRoute(route) || search.size > 0) return false
  for (const name of cookieNames) if (!ANONYMOUS_RENDER_COOKIES.includes(name)) return false
  return true
}
