'use client'

import { useEffect, useState } from 'react'
import type { Messages } from '@/lib/i18n/messages'
import type { FlagName } from '@/lib/config/flags'
import { parseOverrideCookieWith } from '@/lib/flags/overrides'
import { FLAG_STORE_EVENT, readFlagStore, type FlagStoreValue } from '@/lib/flags/store'
import { FlagDebugPanel } from './flag-debug-panel'

interface Props {
  /** The raw override cookie: its parser and the flag store reader load with this module only. */
  cookie: string
  path: string
  texts: Messages['FlagDebug']
}

/**
 * The QA side of the flag runtime, loaded only when the override cookie exists (ADR 0027): parses it
 * and, with the debug switch on, shows the panel with the page's features from the flag store.
 */
/**
 * The panel only shows what the cookie says (the proxy wrote it with known names only), so a flag
 * name's shape is check enough here, and the flag table stays out of the browser's JavaScript.
 */
const looksLikeFlagName = (name: string): name is FlagName => /^(?:kls|voll)_\w+$/.test(name)

export function FlagDebug({ cookie, path, texts }: Props) {
  const overrides = parseOverrideCookieWith(cookie, looksLikeFlagName)
  const [store, setStore] = useState<FlagStoreValue | null>(null)

  useEffect(() => {
    // Storage is browser state, read after mount by design.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStore(readFlagStore(sessionStorage, path))
    const onWrite = () => setStore(readFlagStore(sessionStorage, path))
    window.addEventListener(FLAG_STORE_EVENT, onWrite)
    return () => window.removeEventListener(FLAG_STORE_EVENT, onWrite)
  }, [path])

  if (!overrides.debug) return null
  return (
    <FlagDebugPanel
      overrides={overrides}
      features={store?.features ?? {}}
      origins={store?.origins ?? {}}
      texts={texts}
    />
  )
}
