'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { FLAG_OVERRIDE_COOKIE } from '@/lib/config/flags'
import { CONSENT_EVENT, flagConsentStatus, type ConsentChoice } from '@/lib/consent/consent'
import { applyFlagConsent } from '@/lib/flags/browser-client'
import { parseOverrideCookie, type FlagOverrides } from '@/lib/flags/overrides'
import {
  clearFlagStoreUnlessFor,
  FLAG_STORE_EVENT,
  readFlagStore,
  type FlagStoreValue,
} from '@/lib/flags/store'
import type { Messages } from '@/lib/i18n/messages'
import { parseVisitorKey, VISITOR_COOKIE, visitorCookieOptions } from '@/lib/visitor/visitor-key'
import { useLazyComponent } from '@/components/ui/use-lazy-component'

const loadPanel = () => import('./flag-debug-panel').then((m) => m.FlagDebugPanel)

function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined
}

/** The visitor key is created in the browser on the first visit, so no page response sets a cookie. */
function ensureVisitorCookie(secure: boolean) {
  if (parseVisitorKey(cookieValue(VISITOR_COOKIE))) return
  const o = visitorCookieOptions(secure)
  document.cookie = `${VISITOR_COOKIE}=${crypto.randomUUID()}; Max-Age=${o.maxAge}; Path=${o.path}; SameSite=Lax${o.secure ? '; Secure' : ''}`
}

/**
 * Per-page flag housekeeping in the layout: the visitor key cookie, clearing the flag store at each
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
  const [overrides, setOverrides] = useState<FlagOverrides | null>(null)
  const [store, setStore] = useState<FlagStoreValue | null>(null)

  useEffect(() => {
    ensureVisitorCookie(secureCookies)
    const onConsent = (event: Event) => {
      void applyFlagConsent(flagConsentStatus((event as CustomEvent<ConsentChoice>).detail))
    }
    window.addEventListener(CONSENT_EVENT, onConsent)
    return () => window.removeEventListener(CONSENT_EVENT, onConsent)
  }, [secureCookies])

  useEffect(() => {
    clearFlagStoreUnlessFor(sessionStorage, path)
    const current = parseOverrideCookie(cookieValue(FLAG_OVERRIDE_COOKIE))
    // Cookie and storage are browser state, read after mount by design.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOverrides(current.debug ? current : null)
    setStore(readFlagStore(sessionStorage, path))
    const onWrite = () => setStore(readFlagStore(sessionStorage, path))
    window.addEventListener(FLAG_STORE_EVENT, onWrite)
    return () => window.removeEventListener(FLAG_STORE_EVENT, onWrite)
  }, [path])

  // The QA panel only shows with the debug override: its code is loaded then, not with every page.
  const Panel = useLazyComponent(loadPanel, overrides !== null)

  if (!overrides || !Panel) return null
  // eslint-disable-next-line react-hooks/static-components -- loaded once into state, then stable
  return <Panel overrides={overrides} features={store?.features ?? {}} texts={texts} />
}
