/**
 * The shop's Content-Security-Policy. Pages rendered per request get a fresh nonce with
 * 'strict-dynamic': only scripts carrying the nonce (Next's own bootstrap, which Next tags from the
 * request's policy header) and what they load may run. Prerendered pages are the same bytes for every
 * visitor, so they cannot carry a per-request nonce; they get a policy that allows the shop's own
 * script files and Next's inline bootstrap ('unsafe-inline'), still with no plugins, no foreign
 * scripts, no <base> and no framing (ADR 0018).
 */
import { createHash } from 'node:crypto'
// Relative on purpose: next.config.ts loads this file, and its loader does not know the @/ alias.
import { CONSENT_GATE_SCRIPT } from '../consent/consent-gate'

/**
 * The consent gate, the one inline script of the shop's own (lib/consent/consent-gate.ts), is allowed
 * by its hash on per-request pages: the same element on prerendered and per-request pages, and no
 * client code that needs the nonce. Prerendered pages must not list it: a hash source switches off
 * 'unsafe-inline', which Next's inline bootstrap there needs.
 */
const CONSENT_GATE_HASH = `'sha256-${createHash('sha256').update(CONSENT_GATE_SCRIPT).digest('base64')}'`

export interface CspOptions {
  /** Per-request nonce; absent for prerendered pages. */
  nonce?: string
  /** Draft mode: the CMS's visual editor frames the page. */
  draft?: boolean
  /** `next dev` evaluates modules with eval for fast refresh. */
  dev?: boolean
  /** A Split SDK key is configured, so the browser SDK talks to the provider. */
  flagProvider?: boolean
}

/** The CMS's visual editor, the only site that may frame a page, and only in draft mode. */
export const CMS_PREVIEW_ORIGIN = 'https://app.storyblok.com'

/** The hosts the Split browser SDK calls when it is not in localhost mode. */
const FLAG_PROVIDER_ORIGINS = [
  'https://sdk.split.io',
  'https://events.split.io',
  'https://auth.split.io',
  'https://streaming.split.io',
  'https://telemetry.split.io',
]

export function contentSecurityPolicy(options: CspOptions): string {
  const scripts = options.nonce
    ? ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'", CONSENT_GATE_HASH]
    : ["'self'", "'unsafe-inline'"]
  if (options.dev) scripts.push("'unsafe-eval'")
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    // React style props and next/font write inline styles; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.flagProvider ? FLAG_PROVIDER_ORIGINS : [])],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.draft ? ["'self'", CMS_PREVIEW_ORIGIN] : ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Policy of JSON, PDF and image responses: nothing in them may load or run anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** A nonce of 128 random bits, base64 (the CSP nonce-source alphabet). */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
