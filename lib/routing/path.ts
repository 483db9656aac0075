import { KNOWN_COUNTRY_PREFIXES } from '@/lib/config/locales'

export type SplitResult = { ok: true; segments: string[] } | { ok: false; status: 400 | 404; message: string }

// Control characters (CR, LF, NUL, ...) are never part of a shop URL, raw or percent-encoded.
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Splits a raw (percent-encoded) path into its non-empty segments. Empty segments are dropped, so
 * "//evil.com" becomes ["evil.com"]: every path we build from segments starts with exactly one "/"
 * and can never leave the origin. Segments stay encoded so "%2F%2Fevil.com" stays one segment.
 */
export function splitPath(pathname: string): SplitResult {
  if (!pathname.startsWith('/')) return { ok: false, status: 400, message: 'Bad request path' }
  if (CONTROL.test(pathname)) return { ok: false, status: 400, message: 'Bad request path' }
  const segments = pathname.split(/[/\\]+/).filter(Boolean)
  for (const segment of segments) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return { ok: false, status: 400, message: 'Malformed percent-encoding in path' }
    }
    if (CONTROL.test(decoded)) return { ok: false, status: 400, message: 'Bad request path' }
    // Dot segments that survived URL parsing (encoded) would climb out of the route tree.
    if (decoded === '.' || decoded === '..') return { ok: false, status: 404, message: 'Page not found' }
  }
  return { ok: true, segments }
}

/** "/" + segments joined, with or without a trailing slash; the root is always "/". */
export function joinPath(segments: readonly string[], trailingSlash: boolean): string {
  if (segments.length === 0) return '/'
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`
}

/** Two letters, or a country prefix from the spec's table, that a brand does not serve: a 404. */
export function isCountryLikeSegment(segment: string): boolean {
  const lower = segment.toLowerCase()
  return /^[a-z]{2}$/.test(lower) || (KNOWN_COUNTRY_PREFIXES as readonly string[]).includes(lower)
}
