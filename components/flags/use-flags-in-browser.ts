'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { FLAG_ORIGINS, TREATMENTS, type FlagName, type FlagOrigin, type Treatment } from '@/lib/config/flags'
import { isRecordOf } from '@/lib/flags/plain-checks'
import { FLAG_STORE_EVENT, writeFlagStore } from '@/lib/flags/store'
import { useShopClientContext } from '@/components/layout/shop-client-provider'

/** GET /web-api/feature-flags (lib/api/flags/endpoints.ts), the visitor's own evaluation. */
export const FEATURE_FLAGS_PATH = '/web-api/feature-flags'

interface FlagAnswer {
  treatments: Record<string, Treatment>
  origins: Record<string, FlagOrigin>
}

/**
 * The endpoint's answer, checked by hand (zod stays out of the page's first-load JS, ADR 0022);
 * anything else reads as no answer, which is the default experience.
 */
export function flagAnswerOf(json: unknown): FlagAnswer | null {
  const answer = json as { treatments?: unknown; origins?: unknown } | null
  if (!answer || typeof answer !== 'object') return null
  const { treatments, origins } = answer
  if (!isRecordOf<Treatment>(treatments, (t) => (TREATMENTS as readonly unknown[]).includes(t))) return null
  if (!isRecordOf<FlagOrigin>(origins, (o) => (FLAG_ORIGINS as readonly unknown[]).includes(o))) return null
  return { treatments, origins }
}

/**
 * This visitor's treatments of `names` on a page rendered once for everyone (ADR 0112): asked for
 * after hydration, with the visitor's cookies (traffic key, QA overrides), and written to the page's
 * flag store like a server evaluation (ADR 0108). Null until the answer is there, and for good when it
 * fails: the default experience, as the server renders it.
 */
export function useFlagsInBrowser(names: readonly FlagName[]): Record<string, Treatment> | null {
  const { brand, locale } = useShopClientContext()
  const path = usePathname()
  const [treatments, setTreatments] = useState<Record<string, Treatment> | null>(null)
  const list = names.join(',')
  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams(list.split(',').map((name) => ['names[]', name]))
    fetch(`${FEATURE_FLAGS_PATH}?${query}`, {
      headers: { channel: brand, locale },
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => {
        const answer = flagAnswerOf(json)
        if (!answer) return
        writeFlagStore(sessionStorage, {
          path,
          features: answer.treatments,
          origins: answer.origins,
          story: null,
        })
        window.dispatchEvent(new Event(FLAG_STORE_EVENT))
        setTreatments(answer.treatments)
      })
      .catch(() => {
        // Offline or left the page: the default experience stays.
      })
    return () => controller.abort()
  }, [list, brand, locale, path])
  return treatments
}
