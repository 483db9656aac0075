'use client'

import { useEffect, useState } from 'react'
import type { ExpressAnswer } from './express-promise'

/** A timer longer than this never fires in browsers (2^31 - 1 ms); the answer's own limit is an hour. */
const MAX_TIMER_MS = 2_147_483_647

/**
 * The express answer for a country, fetched after mount and fetched again when it stops being true
 * (at the cut-off), so a page left open at 10:59 does not keep promising tomorrow's delivery. Null
 * until the first answer and after a failed call: the promise is simply not shown then.
 */
export function useExpressShop(country: string): ExpressAnswer | null {
  const [answer, setAnswer] = useState<{ country: string; value: ExpressAnswer } | null>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const controller = new AbortController()
    const load = async () => {
      try {
        const response = await fetch(`/web-api/express-shop?country=${encodeURIComponent(country)}`, {
          signal: controller.signal,
        })
        if (!response.ok) return
        const value = (await response.json()) as ExpressAnswer
        setAnswer({ country, value })
        const wait = Math.min(MAX_TIMER_MS, Math.max(1, value.validForSeconds) * 1000 + 500)
        timer = setTimeout(() => void load(), wait)
      } catch {
        // Offline or aborted: the bar stays as it was; the checkout's own dates still hold.
      }
    }
    void load()
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [country])
  return answer?.country === country ? answer.value : null
}
