import type { NextRequest, NextResponse } from 'next/server'
import { parseVisitorKey, VISITOR_COOKIE, visitorKeyCookieOptions } from './visitor-key'

/**
 * Writes the request's visitor key back as an HTTP-only cookie on an API answer (proxy.ts, ADR 0050).
 * A browser does not say whether a cookie it sends is HTTP-only, and keys written before ADR 0050 are
 * readable by scripts: each API answer ends that, for the visitor's next cart or wishlist call at the
 * latest, and nobody loses a cart. API answers are never stored by the response cache; pages never
 * get this, so a cached page cannot carry a visitor's Set-Cookie.
 */
export function keepVisitorKeyHttpOnly(request: NextRequest, response: NextResponse, secure: boolean): void {
  const key = parseVisitorKey(request.cookies.get(VISITOR_COOKIE)?.value)
  if (key) response.cookies.set(VISITOR_COOKIE, key, visitorKeyCookieOptions(secure))
}
