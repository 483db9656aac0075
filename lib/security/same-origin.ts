/**
 * Cross-site request refusal for state-changing requests (POST, PUT, PATCH, DELETE). Browsers send
 * Origin on every such request, so a foreign origin, the opaque `null` (sandboxed frames, some
 * redirects) and a missing Origin (not a browser, or a stripped header) are all refused. An origin is
 * ours when it names the scheme and host the request was sent to or one of the configured site URLs:
 * http://shop and https://shop are different origins (a page on the plain-HTTP side, which anyone on
 * the network can write, must not post to the HTTPS shop).
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface OriginCheckInput {
  method: string
  origin: string | null
  host: string | null
  /** The scheme the request reached the shop with (behind a proxy: its X-Forwarded-Proto). */
  scheme: 'http' | 'https'
  siteOrigins: readonly string[]
}

export type OriginVerdict = { ok: true } | { ok: false; reason: 'missing' | 'null' | 'foreign' }

export function checkRequestOrigin(input: OriginCheckInput): OriginVerdict {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return { ok: true }
  const origin = input.origin?.trim()
  if (!origin) return { ok: false, reason: 'missing' }
  if (origin === 'null') return { ok: false, reason: 'null' }
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return { ok: false, reason: 'foreign' }
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, reason: 'foreign' }
  const sameHost = input.host && parsed.host.toLowerCase() === input.host.trim().toLowerCase()
  if (sameHost && parsed.protocol === `${input.scheme}:`) return { ok: true }
  if (input.siteOrigins.some((site) => sameOrigin(site, parsed))) return { ok: true }
  return { ok: false, reason: 'foreign' }
}

function sameOrigin(site: string, origin: URL): boolean {
  try {
    return new URL(site).origin === origin.origin
  } catch {
    return false
  }
}

/** The message a person sees (API clients get it as JSON). */
export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Please use the shop directly.'
