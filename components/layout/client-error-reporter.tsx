'use client'

import { useEffect } from 'react'
import type { BrandKey } from '@/lib/config/brands'
import type { LocaleCode } from '@/lib/config/locales'

export interface ClientErrorReporterProps {
  channel: BrandKey
  locale: LocaleCode
}

const loadHandling = () => import('./client-error-handling')

/**
 * Mounted once in the root layout; renders nothing. Its listeners were always installed after
 * hydration (in an effect), so their code is loaded then too, not with the page: a chunk-load error
 * comes later, when a newer build has replaced the page's chunks, and finds the handler loaded.
 */
export function ClientErrorReporter({ channel, locale }: ClientErrorReporterProps): null {
  useEffect(() => {
    let live = true
    let uninstall: (() => void) | undefined
    void loadHandling().then(({ installClientErrorHandlers }) => {
      if (live) uninstall = installClientErrorHandlers({ channel, locale })
    })
    return () => {
      live = false
      uninstall?.()
    }
  }, [channel, locale])
  return null
}
