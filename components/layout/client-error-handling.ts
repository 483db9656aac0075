'use client'

import type { BrandKey } from '@/lib/config/brands'
import type { LocaleCode } from '@/lib/config/locales'
import { isChunkLoadError, shouldReload, type ReloadGuardStorage } from '@/lib/log/chunk-reload'
import type { ClientErrorKind } from '@/lib/log/client-error-limits'
import {
  buildClientErrorReport,
  messageOf,
  sendClientErrorReport,
  tabSessionId,
} from '@/lib/log/client-report'
import { createThrottle } from '@/lib/log/throttle'

/**
 * Forwards browser errors to the server log (spec: "Client errors are forwarded to a logger") and
 * applies the chunk-reload rule. Installed by ClientErrorReporter right after hydration and loaded
 * by error boundaries on demand, so none of it is in a page's first-load JS.
 */

export interface ClientErrorContext {
  channel?: BrandKey
  locale?: string
}

// Module state, not React state: error boundaries call reportClientError outside this component,
// and the throttle must span every report of the tab.
let pageContext: ClientErrorContext = {}
const throttle = createThrottle()

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined // access throws when the browser blocks storage for the site
  }
}

const reloadGuardStorage: ReloadGuardStorage = {
  get: (key) => sessionStore()?.getItem(key),
  set: (key, value) => {
    const store = sessionStore()
    // Without storage the guard cannot remember the reload; throwing makes shouldReload say no.
    if (!store) throw new Error('sessionStorage unavailable')
    store.setItem(key, value)
  },
}

/**
 * Reports an error to /web-api/client-errors. Error boundaries (error.tsx) call it with kind
 * 'react'; `context` overrides the channel and locale of the mounted reporter. A chunk-load error
 * reloads the page instead, once per path within 10 s, and is reported only after that.
 */
export function reportClientError(
  error: unknown,
  kind: ClientErrorKind,
  context: ClientErrorContext = {},
): void {
  if (typeof window === 'undefined') return
  const { pathname, search } = window.location
  let reportedKind = kind
  if (isChunkLoadError(error)) {
    if (shouldReload(reloadGuardStorage, pathname, Date.now())) {
      window.location.reload()
      return
    }
    reportedKind = 'chunk-load'
  }
  if (!throttle.check(`${reportedKind}:${messageOf(error)}`, Date.now()).allow) return
  const report = buildClientErrorReport(error, reportedKind, {
    ...pageContext,
    ...context,
    session: tabSessionId(sessionStore()),
    url: pathname + search,
    userAgent: navigator.userAgent,
  })
  sendClientErrorReport(report)
}

function onError(event: ErrorEvent): void {
  // "Script error." without an error object comes from a cross-origin script the browser hides
  // the details of; there is nothing to act on in it.
  if (!event.error && (!event.message || event.message === 'Script error.')) return
  reportClientError(event.error ?? event.message, 'error')
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  reportClientError(event.reason, 'unhandledrejection')
}

/** Listens for errors and rejections of the page; the returned function stops listening. */
export function installClientErrorHandlers(context: { channel: BrandKey; locale: LocaleCode }): () => void {
  pageContext = context
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onUnhandledRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onUnhandledRejection)
  }
}
