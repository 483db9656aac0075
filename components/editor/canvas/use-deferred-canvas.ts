'use client'

import { startTransition, useEffect, useState, type ComponentType } from 'react'
import type { CanvasProps } from './canvas-stage'

/** What counts as the shopper reaching for the tool: the canvas then loads at once. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const

/**
 * The Konva canvas, imported after the page has loaded and the browser is idle, or at the shopper's
 * first touch, key or pointer movement, whichever comes first (ADR 0034). Until then the server's
 * still of the page shows the card, so Konva (about 100 kB) never competes with the first paint or
 * with hydrating the panels. The module is mounted in a transition, so React renders it in slices.
 */
export function useDeferredCanvas(): ComponentType<CanvasProps> | null {
  const [Canvas, setCanvas] = useState<ComponentType<CanvasProps> | null>(null)
  useEffect(() => {
    let live = true
    let idle: number | undefined
    const load = () => {
      stop()
      void import('./canvas-stage').then((module) => {
        if (live) startTransition(() => setCanvas(() => module.default))
      })
    }
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a short timeout after load does the same there.
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(load, { timeout: 2000 })
          : window.setTimeout(load, 200)
    }
    function stop() {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true)
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
        else window.clearTimeout(idle)
      }
    }
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, { capture: true, passive: true })
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle)
    return () => {
      live = false
      stop()
    }
  }, [])
  return Canvas
}
