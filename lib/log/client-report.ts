import type { BrandKey } from '@/lib/config/brands'
import { LOCALE_CODE_PATTERN } from '@/lib/config/locales'
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_MAX_BODY_BYTES,
  SESSION_PATTERN,
  type ClientErrorKind,
} from './client-error-limits'
import type { ClientErrorReport } from './client-error-schema'

/**
 * Browser side of the client error intake: turns whatever was thrown into a report that passes
 * the route's schema, and sends it without delaying the page. Browser-safe, no Node imports.
 */

export const CLIENT_ERRORS_ENDPOINT = '/web-api/client-errors'
const SESSION_KEY = 'client-error-session'

export interface ClientReportContext {
  channel?: BrandKey
  locale?: string
  session?: string
  /** Path and query of the page; the route rejects other origins. */
  url: string
  userAgent?: string
}

/** The message of anything that can be thrown or rejected with. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string' && message) return message
    try {
      return JSON.stringify(error) ?? String(error)
    } catch {
      return String(error) // circular structures
    }
  }
  return String(error)
}

export function buildClientErrorReport(
  error: unknown,
  kind: ClientErrorKind,
  context: ClientReportContext,
): ClientErrorReport {
  const stack =
    error instanceof Error && error.stack ? error.stack.slice(0, CLIENT_ERROR_LIMITS.stack) : undefined
  const report: ClientErrorReport = {
    message: messageOf(error).slice(0, CLIENT_ERROR_LIMITS.message) || 'Unknown error',
    kind,
    url: context.url.slice(0, CLIENT_ERROR_LIMITS.url) || '/',
    ...(stack ? { stack } : {}),
    ...(context.channel ? { channel: context.channel } : {}),
    // Fields the route would reject are left out rather than losing the whole report.
    ...(context.locale && LOCALE_CODE_PATTERN.test(context.locale) ? { locale: context.locale } : {}),
    ...(context.session && isSessionId(context.session) ? { session: context.session } : {}),
    ...(context.userAgent ? { userAgent: context.userAgent.slice(0, CLIENT_ERROR_LIMITS.userAgent) } : {}),
  }
  return report
}

/**
 * The JSON body, within the route's byte limit: the character limits fit for ASCII, but a stack
 * full of multi-byte characters may not, and then the stack is the part worth losing.
 */
export function serialiseReport(report: ClientErrorReport): string {
  const body = JSON.stringify(report)
  if (new TextEncoder().encode(body).byteLength <= CLIENT_ERROR_MAX_BODY_BYTES) return body
  const { stack: _stack, ...rest } = report
  return JSON.stringify({ ...rest, message: rest.message.slice(0, 500) })
}

/**
 * Fire and forget: sendBeacon survives page unload and never blocks; fetch with keepalive is the
 * fallback when the beacon is unavailable or refused. A failed report is dropped on purpose,
 * because reporting it would be another error report.
 */
export function sendClientErrorReport(report: ClientErrorReport, endpoint = CLIENT_ERRORS_ENDPOINT): void {
  const body = serialiseReport(report)
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return
  }
  if (typeof fetch !== 'function') return
  fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined)
}

/** A random per-tab id kept in sessionStorage, so one visit's reports can be grouped. */
export function tabSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  try {
    const existing = storage?.getItem(SESSION_KEY)
    if (existing && isSessionId(existing)) return existing
    const id = randomId()
    storage?.setItem(SESSION_KEY, id)
    return id
  } catch {
    return randomId() // storage disabled: a per-page id is still better than none
  }
}

function isSessionId(value: string): boolean {
  return value.length <= CLIENT_ERROR_LIMITS.session && SESSION_PATTERN.test(value)
}

function randomId(): string {
  // randomUUID needs a secure context; plain-http preview hosts fall back to Math.random, which is
  // fine for grouping log lines (the id is not a secret).
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
