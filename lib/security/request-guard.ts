import { errorDocument } from '@/lib/routing/error-document'
import { API_CSP, contentSecurityPolicy } from './csp'
import { CROSS_SITE_MESSAGE, checkRequestOrigin } from './same-origin'
import { SHARED_RENDER_HEADER } from './shared-render'

/**
 * Paths of the JSON APIs (also /api/get-location/, spec 7), the brand switch and the photo library
 * (/customer-picture/get, spec 7): no locale routing, but the same cross-site rule.
 */
export const API_PATH = /^\/(web-api|price-api|whitelabel|customer-picture|api)(\/|$)/

/** The staff back office: its own root layout outside the shop's locale tree. */
export const BACKOFFICE_PATH = /^\/backoffice(\/|$)/

/** Next ignores it since 15.2.3; it is dropped anyway so nothing behind the proxy can trust it. */
const SUBREQUEST_HEADER = 'x-middleware-subrequest'

/**
 * The 403 for a state-changing request from another site (or with no Origin at all), or null when
 * the request may go on. JSON for the APIs, a small page otherwise (a form posted from elsewhere).
 */
export function refuseCrossSite(
  request: { method: string; headers: Headers; pathname: string; protocol: string },
  siteOrigins: readonly string[],
): Response | null {
  const verdict = checkRequestOrigin({
    method: request.method,
    origin: request.headers.get('origin'),
    host: request.headers.get('host'),
    scheme: request.protocol === 'https:' ? 'https' : 'http',
    siteOrigins,
  })
  if (verdict.ok) return null
  const headers = { 'Cache-Control': 'no-store', 'X-Refused': `cross-site (${verdict.reason})` }
  if (API_PATH.test(request.pathname)) {
    return Response.json(
      { error: { status: 403, message: CROSS_SITE_MESSAGE } },
      { status: 403, headers: { ...headers, 'Content-Security-Policy': API_CSP } },
    )
  }
  return new Response(errorDocument(403, CROSS_SITE_MESSAGE), {
    status: 403,
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy({}),
    },
  })
}

/** The request headers passed on behind the proxy. */
export function forwardedHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming)
  headers.delete(SUBREQUEST_HEADER)
  // Only the proxy says a page is rendered for everyone (lib/security/shared-render.ts).
  headers.delete(SHARED_RENDER_HEADER)
  return headers
}
