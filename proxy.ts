import { NextResponse, type NextRequest } from 'next/server'
import { BRAND_COOKIE } from '@/lib/config/brands'
import { env } from '@/lib/env'
import { errorDocument } from '@/lib/routing/error-document'
import { internalPathOf, resolveRequestContext } from '@/lib/routing/resolve-request-context'
import { CONTEXT_HEADERS } from '@/lib/routing/context-headers'
import { contentSlugExists } from '@/lib/routing/content-index'
import { NOT_FOUND_ROUTE } from '@/lib/config/routes'
import { FLAG_OVERRIDE_COOKIE } from '@/lib/config/flags'
import { overrideRedirect } from '@/lib/flags/overrides'
import { contentExperimentPath } from '@/lib/flags/content-experiment-route'

/**
 * A thin shell: all routing rules live in the pure, table-tested resolveRequestContext. The proxy
 * never fetches anything; it only rewrites to the internal /{brand}/{locale}/{variant}/... tree,
 * redirects, or refuses.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  // The CMS's preview link (?_storyblok=…&_storyblok_tk[token]=…): its route checks the token, switches
  // draft mode on or ignores it, and returns the visitor to this page.
  if (url.searchParams.has('_storyblok') && url.searchParams.has('_storyblok_tk[token]')) {
    const preview = new URL('/cms-preview', request.url)
    preview.search = url.search
    preview.searchParams.set('path', url.pathname)
    return NextResponse.rewrite(preview)
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
    if (result.status === 404) {
      // Render the brand's 404 page (status 404) inside its layout, in the visitor's best locale.
      const path = internalPathOf({
        brand: result.brand,
        localeSegment: result.localeSegment,
        variant: 'web',
        route: [NOT_FOUND_ROUTE],
      })
      // Client-side navigation and prefetch go to the route itself, whose page answers with notFound():
      // the router renders the 404 from that payload. (A prefetch rewritten to the static 404 page
      // under another path never completes in Next 16.) Next strips its RSC headers before the proxy
      // runs but keeps Next-Url, which only the client router sends.
      if (request.headers.has('next-url') && result.routePath) {
        return NextResponse.rewrite(new URL(result.routePath + url.search, request.url))
      }
      return NextResponse.rewrite(new URL(path, request.url), {
        status: 404,
        // The page behind it is static; a 404 must not be cached as if it were that page.
        headers: { 'Cache-Control': 'no-store' },
      })
    }
    return new NextResponse(errorDocument(result.status, result.message), {
      status: result.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }

  const { context } = result
  const headers = new Headers(request.headers)
  headers.set(CONTEXT_HEADERS.brand, context.brand)
  headers.set(CONTEXT_HEADERS.locale, context.locale)
  headers.set(CONTEXT_HEADERS.variant, context.variant)
  // A visitor in a content experiment gets the cached rendering of their variant (no per-visitor render).
  const experimentPath = await contentExperimentPath(context, {
    cookie: (name) => request.cookies.get(name)?.value,
    userAgent: request.headers.get('user-agent'),
  })
  return NextResponse.rewrite(new URL((experimentPath ?? result.internalPath) + url.search, request.url), {
    request: { headers },
  })
}

export const config = {
  // Assets, Next internals, API handlers and rendered design previews never go through locale routing;
  // neither do /sitemap.xml (brand from the Host, locale as a query) and /_icons (its own root layout).
  matcher: [
    '/((?!_next/|web-api/|web-api$|price-api/|price-api$|cms-local/|cms-preview$|cms-webhook$|whitelabel/|dev/|design-previews/|fonts/|images/|img/|generated/|favicon\\.ico|robots\\.txt|sitemap\\.xml|_icons$|_icons/|manifest\\.webmanifest).*)',
  ],
}
