import { NextResponse, type NextRequest } from 'next/server'
import { BRAND_COOKIE, type BrandKey } from '@/lib/config/brands'
import type { LocaleSegment } from '@/lib/config/locales'
import { env } from '@/lib/env'
import { errorDocument } from '@/lib/routing/error-document'
import { internalPathOf, resolveRequestContext } from '@/lib/routing/resolve-request-context'
import { CONTEXT_HEADERS } from '@/lib/routing/context-headers'
import { contentSlugExists } from '@/lib/routing/content-index'
import { catalogueSubjectExists } from '@/lib/routing/catalogue-index'
import { visitorSubjectExists } from '@/lib/routing/visitor-subjects'
import { photoConfiguratorSubjectExists } from '@/lib/shop/photo-products/configurator-subjects'
import { NOT_FOUND_ROUTE } from '@/lib/config/routes'
import { FLAG_OVERRIDE_COOKIE } from '@/lib/config/flags'
import { PREVIEW_PATH_HEADER } from '@/lib/cms/constants'
import { overrideRedirect } from '@/lib/flags/overrides'
import { contentExperimentPath } from '@/lib/flags/content-experiment-route'
import { contentSecurityPolicy } from '@/lib/security/csp'
import { pagePolicy } from '@/lib/security/page-policy'
import {
  ANONYMOUS_RENDER,
  rendersAnonymous,
  rendersShared,
  SHARED_RENDER_HEADER,
} from '@/lib/security/shared-render'
import { API_PATH, BACKOFFICE_PATH, forwardedHeaders, refuseCrossSite } from '@/lib/security/request-guard'
import { keepVisitorKeyHttpOnly } from '@/lib/visitor/keep-http-only'
import { answersPrivately, PRIVATE_ANSWER } from '@/lib/http/private-answers'
import { EVENT_SEGMENT, RSVP_SHORT_PATH } from '@/lib/shop/events/links'

/** Next's draft-mode cookie: a draft request bypasses prerendered HTML. */
const DRAFT_COOKIE = '__prerender_bypass'

/**
 * A thin shell: all routing rules live in the pure, table-tested resolveRequestContext. The proxy
 * never fetches anything; it only rewrites to the internal /{brand}/{locale}/{variant}/... tree,
 * redirects, or refuses. It also refuses cross-site state changes and gives every page its
 * Content-Security-Policy (lib/security, ADR 0018).
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const refused = refuseCrossSite(
    // Next's URL has the scheme the request came with (X-Forwarded-Proto behind a TLS proxy).
    { method: request.method, headers: request.headers, pathname: url.pathname, protocol: url.protocol },
    [env().SITE_URL_CARD, env().SITE_URL_POSTER],
  )
  if (refused) return refused
  if (API_PATH.test(url.pathname)) {
    const response = NextResponse.next({ request: { headers: forwardedHeaders(request.headers) } })
    // Next keeps this header over the route's own: an answer about a visitor is never stored by a
    // shared cache, whatever its route sets (lib/http/private-answers.ts, ADR 0050).
    if (answersPrivately(url.pathname)) {
      response.headers.set('Cache-Control', PRIVATE_ANSWER)
      // Only on private answers: a public one (prices, catalogue) may sit in a shared cache, and a
      // visitor's key in its Set-Cookie would be handed to everyone served from there.
      keepVisitorKeyHttpOnly(request, response, env().COOKIE_SECURE)
    }
    return response
  }
  if (RSVP_SHORT_PATH.test(url.pathname)) {
    // A household's printed RSVP link (/r/{token}, issue 31): no locale in it; its route redirects to
    // the event page in the event's own language.
    return NextResponse.next({ request: { headers: forwardedHeaders(request.headers) } })
  }
  if (BACKOFFICE_PATH.test(url.pathname)) {
    // The staff back office has its own root layout and answers 404 to anyone but signed-in staff;
    // it gets the cross-site rule above and a page CSP, but no locale routing.
    const { requestHeaders, policy } = pageSecurity(request, url.pathname)
    return NextResponse.next({
      request: { headers: requestHeaders },
      headers: { 'Content-Security-Policy': policy },
    })
  }
  // The CMS's preview link (?_storyblok=…&_storyblok_tk[token]=…): its route checks the token, switches
  // draft mode on or ignores it, and returns the visitor to this page.
  if (url.searchParams.has('_storyblok') && url.searchParams.has('_storyblok_tk[token]')) {
    const headers = forwardedHeaders(request.headers)
    headers.set(PREVIEW_PATH_HEADER, url.pathname)
    const preview = new URL('/cms-preview', request.url)
    preview.search = url.search
    return NextResponse.rewrite(preview, { request: { headers } })
  }
  const flagOverride = overrideRedirect(url, request.cookies.get(FLAG_OVERRIDE_COOKIE)?.value)
  if (flagOverride) {
    // QA/marketing flag parameters become a session cookie, so they hold for this visitor only.
    const response = NextResponse.redirect(flagOverride.location, 307)
    response.headers.set('Cache-Control', 'no-store')
    response.cookies.set(FLAG_OVERRIDE_COOKIE, flagOverride.cookie, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: env().COOKIE_SECURE,
    })
    return response
  }
  const result = resolveRequestContext(
    {
      pathname: url.pathname,
      search: url.search,
      host: request.headers.get('host'),
      acceptLanguage: request.headers.get('accept-language'),
      brandCookie: request.cookies.get(BRAND_COOKIE)?.value ?? null,
    },
    { brandHosts: env().BRAND_HOSTS, contentExists: contentSlugExists },
  )

  if (result.action === 'redirect') {
    // The target is built from path segments only, so it is a path on this origin; Next wants it absolute.
    return NextResponse.redirect(new URL(result.location, url.origin), result.status)
  }

  if (result.action === 'error') {
    if (result.status === 404) return notFoundPage(request, result)
    return new NextResponse(errorDocument(result.status, result.message, result.localeSegment), {
      status: result.status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': contentSecurityPolicy({}),
      },
    })
  }

  const { context } = result
  // An unknown design, theme, design-tool design or photo design group: the same complete 404 page
  // (issue 32 point 4).
  if (
    catalogueSubjectExists({ brand: context.brand, route: context.route, query: url.searchParams }) ===
      false ||
    !photoConfiguratorSubjectExists(context.route, url.searchParams) ||
    (await visitorSubjectExists({
      route: context.route,
      query: url.searchParams,
      headers: request.headers,
      cookie: (name) => request.cookies.get(name)?.value,
    })) === false
  ) {
    return notFoundPage(request, {
      brand: context.brand,
      localeSegment: context.localeSegment,
      routePath: result.internalPath,
    })
  }
  const headers = forwardedHeaders(request.headers)
  headers.set(CONTEXT_HEADERS.brand, context.brand)
  headers.set(CONTEXT_HEADERS.locale, context.locale)
  headers.set(CONTEXT_HEADERS.variant, context.variant)
  // A visitor in a content experiment gets the cached rendering of their variant (no per-visitor render).
  const experimentPath = await contentExperimentPath(context, {
    cookie: (name) => request.cookies.get(name)?.value,
    userAgent: request.headers.get('user-agent'),
  })
  // A listing or the design tool on a catalogue design, without a session: one rendering for everyone
  // (ADR 0031, 0040).
  const shared = rendersShared(
    context.route,
    request.cookies.getAll().map((cookie) => cookie.name),
    request.nextUrl.searchParams,
  )
  // A story page or photo overview for a visitor without cookies: their default experience, rendered
  // once and answered from the response cache like a prerendered page (ADR 0112).
  const anonymous =
    !shared &&
    experimentPath === null &&
    rendersAnonymous(
      context.route,
      request.cookies.getAll().map((cookie) => cookie.name),
      request.nextUrl.searchParams,
    )
  const marker = shared ? '1' : anonymous ? ANONYMOUS_RENDER : null
  if (marker) headers.set(SHARED_RENDER_HEADER, marker)
  return rewriteToPage(request, experimentPath ?? result.internalPath, {
    requestHeaders: headers,
    shared: marker !== null,
    ...(marker && { headers: { [SHARED_RENDER_HEADER]: marker } }),
    // An event page is for its guests only: no search engine lists it (issue 31), page meta says so too.
    ...(context.route[0] === EVENT_SEGMENT && { headers: { 'X-Robots-Tag': 'noindex, nofollow' } }),
  })
}

/** The brand's 404 page (status 404) inside its layout, in the locale of the URL or the visitor's best. */
function notFoundPage(
  request: NextRequest,
  at: { brand: BrandKey; localeSegment: LocaleSegment; routePath?: string | undefined },
) {
  const path = internalPathOf({
    brand: at.brand,
    localeSegment: at.localeSegment,
    variant: 'web',
    route: [NOT_FOUND_ROUTE],
  })
  // Client-side navigation and prefetch go to the route itself, whose page answers with notFound():
  // the router renders the 404 from that payload. (A prefetch rewritten to the static 404 page
  // under another path never completes in Next 16.) Next strips its RSC headers before the proxy
  // runs but keeps Next-Url, which only the client router sends.
  if (request.headers.has('next-url') && at.routePath) {
    return NextResponse.rewrite(new URL(at.routePath + request.nextUrl.search, request.url))
  }
  return rewriteToPage(request, path, {
    status: 404,
    // The page behind it is static; a 404 must not be cached as if it were that page.
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** Rewrites to an internal page with the page's CSP. */
function rewriteToPage(
  request: NextRequest,
  internalPath: string,
  init: { requestHeaders?: Headers; status?: number; headers?: Record<string, string>; shared?: boolean },
) {
  const { requestHeaders, policy } = pageSecurity(request, internalPath, init.requestHeaders, init.shared)
  return NextResponse.rewrite(new URL(internalPath + request.nextUrl.search, request.url), {
    ...(init.status && { status: init.status }),
    request: { headers: requestHeaders },
    headers: { ...init.headers, 'Content-Security-Policy': policy },
  })
}

/**
 * The CSP of the page at an internal path, and the request headers to pass on. A page rendered per
 * request gets a nonce: Next reads it from the policy on the forwarded request and tags its scripts.
 */
function pageSecurity(request: NextRequest, internalPath: string, headers?: Headers, shared = false) {
  const { nonce, policy } = pagePolicy({
    internalPath,
    shared,
    draft: request.cookies.has(DRAFT_COOKIE),
    dev: process.env.NODE_ENV === 'development',
    flagProvider: Boolean(env().SPLIT_SDK_KEY),
  })
  const requestHeaders = headers ?? forwardedHeaders(request.headers)
  if (nonce) requestHeaders.set('Content-Security-Policy', policy)
  return { requestHeaders, policy }
}

export const config = {
  // Assets, Next internals and rendered design previews never go through the proxy; neither do
  // /sitemap.xml (brand from the Host, locale as a query), /_icons (its own root layout) and the CMS
  // webhook (a server-to-server call checked by its secret). The APIs pass through for the
  // cross-site check only.
  matcher: [
    '/((?!_next/|cms-local/|cms-preview$|cms-webhook$|dev/|design-previews/|fonts/|images/|img/|generated/|favicon\\.ico|robots\\.txt|sitemap\\.xml|_icons$|_icons/|manifest\\.webmanifest).*)',
  ],
}
