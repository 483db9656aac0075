'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { FLAG_OVERRIDE_COOKIE } from '@/lib/config/flags'
import { CONSENT_EVENT, flagConsentStatus, type ConsentChoice } from '@/lib/consent/consent'
import { clearFlagStoreUnlessFor } from '@/lib/flags/store'
import type { Messages } from '@/lib/i18n/messages'
import {
  parseVisitorKey,
  TRAFFIC_ID_COOKIE,
  VISITOR_COOKIE,
  visitorCookieOptions,
} from '@/lib/visitor/visitor-key'
import { useLazyComponent } from '@/components/ui/use-lazy-component'

// Overrides are a QA and marketing tool: their parser, the store reader and the panel load only for
// a browser that has the override cookie, not with every page (ADR 0027).
const loadDebug = () => import('./flag-debug').then((m) => m.FlagDebug)

function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined
}

/**
 * The traffic id (the A/B traffic key, ADR 0050) is created in the browser on the first visit, so no
 * page response sets a cookie.
 */
function ensureTrafficCookie(secure: boolean) {
  if (parseVisitorKey(cookieValue(TRAFFIC_ID_COOKIE))) return
  const o = visitorCookieOptions(secure)
  document.cookie = `${TRAFFIC_ID_COOKIE}=${crypto.randomUUID()}; Max-Age=${o.maxAge}; Path=${o.path}; SameSite=Lax${o.secure ? '; Secure' : ''}`
}

/**
 * A visitor key this script can read was written before it became HTTP-only (ADR 0050). Any private
 * API answer writes it back HTTP-only (proxy.ts; public ones never carry it), so one request for the
 * visitor's own cart ends its exposure now rather than at their next cart or wishlist call.
 */
function hideLegacyVisitorKey() {
  if (cookieValue(VISITOR_COOKIE) === undefined) return
  void fetch('/web-api/cart', { cache: 'no-store', credentials: 'same-origin' }).catch(() => {})
}

/**
 * Per-page flag housekeeping in the layout: the traffic id cookie, clearing the flag store at each
 * page start, passing consent changes to the browser flag client, and the QA debug panel.
 */
export function FlagRuntime({
  secureCookies,
  texts,
}: {
  secureCookies: boolean
  texts: Messages['FlagDebug']
}) {
  const path = usePathname()
  const [overrideCookie, setOverrideCookie] = useState<string | null>(null)

  useEffect(() => {
    ensureTrafficCookie(secureCookies)
    hideLegacyVisitorKey()
    const onConsent = (event: Event) => {
      const status = flagConsentStatus((event as CustomEvent<ConsentChoice>).detail)
      // Only a page that created the browser flag client has anything to tell; its module is loaded then.
      void import('@/lib/flags/browser-client').then((client) => client.applyFlagConsent(status))
    }
    window.addEventListener(CONSENT_EVENT, onConsent)
    return () => window.removeEventListener(CONSENT_EVENT, onConsent)
  }, [secureCookies])

  useEffect(() => {
    clearFlagStoreUnlessFor(sessionStorage, path)
    // The cookie is browser state, read after mount by design.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOverrideCookie(cookieValue(FLAG_OVERRIDE_COOKIE) ?? null)
  }, [path])

  const Debug = useLazyComponent(loadDebug, overrideCookie !== null)

  if (overrideCookie === null || !Debug) return null
  // eslint-disable-next-line react-hooks/static-components -- loaded once into state, then stable
  return <Debug cookie={overrideCookie} path={path} texts={texts} />
}
