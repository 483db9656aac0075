'use client'

import { startTransition, useEffect, useState } from 'react'

/** What counts as the shopper reaching for the tool: the canvas then loads at once. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const

/**
 * Calls `then` once, at the shopper's first touch, key, focus or pointer movement in the window;
 * returns the clean-up. The design tool loads what its first render does not need then (ADR 0036).
 */
export function onFirstIntent(then: () => void): () => void {
  const once = () => {
    stop()
    then()
  }
  function stop() {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, true)
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, { capture: true, passive: true })
  return stop
}

/**
 * Whether the Konva canvas should load now: once the page has loaded and the browser is idle, or at
 * the shopper's first touch, key or pointer movement, whichever comes first (ADR 0034). Until then
 * the server's still of the page shows the card, so Konva (about 100 kB gzip) never competes with the
 * first paint or with hydrating the panels. It flips in a transition, so React mounts the canvas in
 * slices rather than in one task.
 */
export function useCanvasWanted(): boolean {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    let idle: number | undefined
    const want = () => {
      stop()
      startTransition(() => setWanted(true))
    }
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a short timeout after load does the same there.
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(want, { timeout: 2000 })
          : window.setTimeout(want, 200)
    }
    const stopIntent = onFirstIntent(want)
    function stop() {
      stopIntent()
      window.removeEventListener('load', whenIdle)
      if (idle === undefined) return
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle)
    return stop
  }, [])
  return wanted
}
