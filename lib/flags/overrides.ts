import { FLAG_QUERY, isFlagName, type FlagName } from '@/lib/config/flags'
import { isPlainRecord, isRecordOf } from './plain-checks'

/**
 * Marketing and QA overrides (spec 2, query parameters). They are kept in a session cookie, so they
 * last for this visitor's browser session only, and a page that reads them is rendered per request:
 * an override can never end up in a shared cached page.
 */
export interface FlagOverrides {
  /** Evaluation switched off: every flag shows its default experience. */
  disabled: boolean
  /** The debug panel lists every flag and treatment on the page. */
  debug: boolean
  forced: Partial<Record<FlagName, 'on' | 'off'>>
}

export const NO_OVERRIDES: FlagOverrides = { disabled: false, debug: false, forced: {} }

interface OverrideCookie {
  disabled: boolean
  debug: boolean
  forced: Record<string, 'on' | 'off'>
}

/**
 * The cookie's shape, checked by hand rather than with zod: the browser's flag runtime reads the
 * cookie on every page, and zod would be in every page's first-load JS (ADR 0022).
 */
function isOverrideCookie(value: unknown): value is OverrideCookie {
  return (
    isPlainRecord(value) &&
    typeof value.disabled === 'boolean' &&
    typeof value.debug === 'boolean' &&
    isRecordOf(value.forced, (t) => t === 'on' || t === 'off')
  )
}

export function parseOverrideCookie(value: string | undefined): FlagOverrides {
  return parseOverrideCookieWith(value, isFlagName)
}

/**
 * parseOverrideCookie with the test for a known flag name passed in. The browser's debug panel
 * passes the page's own features (from the flag store) so the flag table stays out of the
 * browser's JavaScript; the server passes isFlagName.
 */
export function parseOverrideCookieWith(
  value: string | undefined,
  isKnown: (name: string) => name is FlagName,
): FlagOverrides {
  if (!value) return NO_OVERRIDES
  try {
    const parsed: unknown = JSON.parse(value)
    if (!isOverrideCookie(parsed)) return NO_OVERRIDES
    const forced: FlagOverrides['forced'] = {}
    for (const [name, treatment] of Object.entries(parsed.forced)) {
      if (isKnown(name)) forced[name] = treatment
    }
    return { disabled: parsed.disabled, debug: parsed.debug, forced }
  } catch {
    return NO_OVERRIDES
  }
}

export function serializeOverrides(overrides: FlagOverrides): string {
  return JSON.stringify(overrides)
}

const ON = new Set(['1', 'true', 'on', 'yes'])
const OFF = new Set(['0', 'false', 'off', 'no'])

function toggle(value: string | null, current: boolean): boolean {
  if (value === null) return current
  const v = value.toLowerCase()
  if (ON.has(v) || v === '') return true
  if (OFF.has(v)) return false
  return current
}

/** True when the URL carries any override parameter (the proxy then stores and strips them). */
export function hasOverrideParams(params: URLSearchParams): boolean {
  return Object.values(FLAG_QUERY).some((name) => params.has(name))
}

/**
 * Applies the URL's override parameters to the current ones. A forced treatment needs a known flag and
 * on/off; `flagTreatment=reset` (or any other value) drops that flag's override. Unknown flag names
 * are ignored rather than stored.
 */
export function applyOverrideParams(current: FlagOverrides, params: URLSearchParams): FlagOverrides {
  const forced = { ...current.forced }
  const feature = params.get(FLAG_QUERY.feature)
  if (feature && isFlagName(feature)) {
    const treatment = params.get(FLAG_QUERY.treatment)?.toLowerCase()
    if (treatment === 'on' || treatment === 'off') forced[feature] = treatment
    else delete forced[feature]
  }
  return {
    disabled: toggle(params.get(FLAG_QUERY.disable), current.disabled),
    debug: toggle(params.get(FLAG_QUERY.debug), current.debug),
    forced,
  }
}

/** The URL without the override parameters, for the redirect after storing them. */
export function stripOverrideParams(url: URL): URL {
  const clean = new URL(url)
  for (const name of Object.values(FLAG_QUERY)) clean.searchParams.delete(name)
  return clean
}

export interface OverrideRedirect {
  /** Same path and other parameters, without the override parameters. */
  location: URL
  /** The new value of the session cookie. */
  cookie: string
}

/** For the proxy: a URL with override parameters becomes a session cookie and a redirect. */
export function overrideRedirect(url: URL, currentCookie: string | undefined): OverrideRedirect | null {
  if (!hasOverrideParams(url.searchParams)) return null
  const next = applyOverrideParams(parseOverrideCookie(currentCookie), url.searchParams)
  return { location: stripOverrideParams(url), cookie: serializeOverrides(next) }
}
