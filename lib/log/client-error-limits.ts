/**
 * The limits of a browser error report as plain data, kept apart from the zod schema so the
 * client bundle (which needs the limits to truncate) does not pull in zod.
 */

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'chunk-load', 'react'] as const
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number]

export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  stack: 8000,
  url: 2000,
  session: 100,
  userAgent: 500,
} as const

/** The per-tab session id: letters, digits and dashes (a UUID fits). */
export const SESSION_PATTERN = /^[A-Za-z0-9-]+$/

/** Largest request body the route accepts; the limits above fit well inside it for ASCII text. */
export const CLIENT_ERROR_MAX_BODY_BYTES = 16 * 1024

/** A path ("/de/cart?x=1", not protocol-relative "//host") or an absolute http(s) URL. */
export function isPathOrHttpUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
