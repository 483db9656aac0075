import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { isLocaleSegment, localeCodeOf, type LocaleSegment, type ShopLocaleCode } from '@/lib/config/locales'
import {
  APP_PREFIXES,
  APP_ROUTES,
  DESKTOP_SEGMENT,
  FEATURE_ROUTES,
  INTERNAL_PREFIXES,
  MAX_PATH_LENGTH,
  CONTENT_EXPERIMENT_ROUTE,
  NOT_FOUND_ROUTE,
  ROUTE_ALIASES,
  internalRoute,
  localizedRoute,
  type Variant,
} from '@/lib/config/routes'
import { bestLocale } from './accept-language'
import { resolveBrand } from './brand-from-host'
import { localizedPath } from './localized-path'
import { isCountryLikeSegment, joinPath, splitPath } from './path'

/**
 * Pure resolution of a request to the shop's context: brand, locale, variant and route, or the
 * redirect/error that replaces it. The proxy (proxy.ts) is a thin shell around this function, so
 * every routing rule is table-tested without a server (resolve-request-context.test.ts).
 */

export interface RequestInput {
  /** The raw path as received, still percent-encoded. */
  pathname: string
  /** The query string including "?", or "". */
  search: string
  host: string | null
  acceptLanguage: string | null
  brandCookie: string | null
}

export interface RoutingConfig {
  brandHosts: Readonly<Record<string, BrandKey>>
  /**
   * Whether a content story exists for a slug (decoded, no slashes at the ends); undefined when the
   * content index is not loaded, and then the content page itself decides.
   */
  contentExists?: (brand: BrandKey, slug: string) => boolean | undefined
}

export interface RequestContext {
  brand: BrandKey
  localeSegment: LocaleSegment
  locale: ShopLocaleCode
  variant: Variant
  /** Route segments after locale and variant, aliases resolved, still percent-encoded. */
  route: string[]
  /** The canonical public path (aliases resolved, brand's trailing-slash form). */
  canonicalPath: string
}

export type Resolution =
  | { action: 'rewrite'; context: RequestContext; internalPath: string }
  | { action: 'redirect'; status: 301 | 308; location: string }
  | {
      action: 'error'
      status: 400 | 404
      message: string
      brand: BrandKey
      localeSegment: LocaleSegment
      /** For a 404 inside a served locale: the route's own internal path (see proxy.ts). */
      routePath?: string
    }

function isInternal(route: readonly string[]): boolean {
  const first = route[0]
  return first !== undefined && INTERNAL_PREFIXES.some((prefix) => first.startsWith(prefix))
}

/** The public path of a route in a brand's canonical form (card: trailing slash, poster: none). */
export function publicPath(
  brand: BrandKey,
  localeSegment: LocaleSegment,
  variant: Variant,
  route: readonly string[],
): string {
  return localizedPath(localeSegment, route, {
    desktop: variant === 'd',
    trailingSlash: BRANDS[brand].trailingSlash === 'always',
  })
}

export function internalPathOf(
  context: Pick<RequestContext, 'brand' | 'localeSegment' | 'variant' | 'route'>,
) {
  return joinPath([context.brand, context.localeSegment, context.variant, ...context.route], false)
}

export function resolveRequestContext(input: RequestInput, config: RoutingConfig): Resolution {
  const brand = resolveBrand(input.host, input.brandCookie, config.brandHosts)
  const brandConfig = BRANDS[brand]
  const fallbackLocale = bestLocale(input.acceptLanguage, brandConfig.locales)
  const fail = (
    status: 400 | 404,
    message: string,
    localeSegment = fallbackLocale,
    routePath?: string,
  ): Resolution => ({
    action: 'error',
    status,
    message,
    brand,
    localeSegment,
    ...(routePath ? { routePath } : {}),
  })

  if (input.pathname.length > MAX_PATH_LENGTH) return fail(400, 'Path too long')
  const split = splitPath(input.pathname)
  if (!split.ok) return fail(split.status, split.message)
  const { segments } = split
  const search = input.search.length > MAX_PATH_LENGTH ? '' : input.search
  const redirect = (path: string): Resolution => ({
    action: 'redirect',
    status: 308,
    location: path + search,
  })

  const first = segments[0]
  // A path without a locale (including "/" and a bare "/d/...") goes to the visitor's best locale.
  if (first === undefined || first === DESKTOP_SEGMENT) {
    return redirect(canonicalFor(brand, [fallbackLocale, ...segments], input.pathname))
  }
  const alias = brandConfig.localeAliases[first]
  if (alias) return redirect(canonicalFor(brand, [alias, ...segments.slice(1)], input.pathname))
  if (!isLocaleSegment(first) || !brandConfig.locales.includes(first)) {
    if (isCountryLikeSegment(first)) return fail(404, 'Page not found')
    return redirect(canonicalFor(brand, [fallbackLocale, ...segments], input.pathname))
  }

  const variant: Variant = segments[1] === DESKTOP_SEGMENT ? 'd' : 'web'
  const shownRoute = segments.slice(variant === 'd' ? 2 : 1)
  // The locale's own names (the US shop's English slugs) map back to the app's internal routes; an
  // internal name the locale shows otherwise (/us/warenkorb) moves permanently to its English URL.
  const localized = internalRoute(first, shownRoute)
  if (localized.redirect) {
    return {
      action: 'redirect',
      status: 301,
      location: publicPath(brand, first, variant, localized.route) + search,
    }
  }
  const rawRoute = localized.route
  const internal = isInternal(rawRoute)
  const aliased = ROUTE_ALIASES[rawRoute[0] as keyof typeof ROUTE_ALIASES]
  const route = aliased && !internal ? [aliased, ...rawRoute.slice(1)] : rawRoute
  // From here on the URL names a served locale: its 404 page speaks that locale.
  const routePath = internalPathOf({ brand, localeSegment: first, variant, route })
  if (route[0] === NOT_FOUND_ROUTE || route[0] === CONTENT_EXPERIMENT_ROUTE || !routeEnabled(brand, route))
    return fail(404, 'Page not found', first, routePath)
  if (isContentRoute(route) && config.contentExists?.(brand, decodedSlug(route)) === false) {
    return fail(404, 'Page not found', first, routePath)
  }

  // The path as the visitor should see it: same segments, brand's slash rule (internal areas keep theirs).
  const servedPath = internal
    ? normalisedKeepingSlash(segments, input.pathname)
    : joinPath(segments, brandConfig.trailingSlash === 'always')
  if (servedPath !== input.pathname) return redirect(servedPath)

  const context: RequestContext = {
    brand,
    localeSegment: first,
    locale: localeCodeOf(first),
    variant,
    route,
    canonicalPath: publicPath(brand, first, 'web', route),
  }
  return { action: 'rewrite', context, internalPath: internalPathOf(context) }
}

/** Pages built from CMS stories: the home page and every content route. */
export function isStoryRoute(route: readonly string[]): boolean {
  return route.length === 0 || isContentRoute(route)
}

/** Routes the catch-all content page answers: not the home page, not an app route. */
function isContentRoute(route: readonly string[]): boolean {
  const first = route[0]
  if (first === undefined || (APP_ROUTES as readonly string[]).includes(first)) return false
  return !APP_PREFIXES.some((prefix) => first.startsWith(prefix))
}

function decodedSlug(route: readonly string[]): string {
  // splitPath has already refused segments that do not decode.
  return route.map((segment) => decodeURIComponent(segment)).join('/')
}

function routeEnabled(brand: BrandKey, route: readonly string[]): boolean {
  const feature = FEATURE_ROUTES[route[0] as keyof typeof FEATURE_ROUTES]
  return feature === undefined || BRANDS[brand].features[feature]
}

function normalisedKeepingSlash(segments: readonly string[], pathname: string): string {
  return joinPath(segments, pathname.endsWith('/'))
}

function canonicalFor(brand: BrandKey, segments: readonly string[], pathname: string): string {
  const prefixLength = segments[1] === DESKTOP_SEGMENT ? 2 : 1
  const locale = segments[0] ?? ''
  const shown = segments.slice(prefixLength)
  const { route } = internalRoute(locale, shown)
  // Straight to the locale's own name (/com/warenkorb → /us/cart), not through a second redirect.
  const localized = [...segments.slice(0, prefixLength), ...localizedRoute(locale, route)]
  if (isInternal(route)) return normalisedKeepingSlash(localized, pathname)
  return joinPath(localized, BRANDS[brand].trailingSlash === 'always')
}
