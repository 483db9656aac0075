'use client'

import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react'
import type { Swiper } from 'swiper'
import type { Autoplay, AutoplayState } from './autoplay'
import { indexReducer, INITIAL_INDEX, nextIndex, prevIndex } from './carousel-index'
import type { SwipeDirection } from './swipe'
import { whenVisible } from './when-visible'

/**
 * When Swiper starts without the visitor reaching for the teaser: one second before the first
 * autoplay step (autoplay.ts, 6000 ms after the teaser became visible; a test ties the two).
 */
export const CAROUSEL_START_MS = 5000
/** The visitor reaches for the teaser: pointer over or down, a touch, keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

interface Options {
  count: number
  /** The class names Swiper must find on the server-rendered wrapper and slides. */
  wrapperClass: string
  slideClass: string
}

/**
 * The carousel behaviour over markup the server already rendered: Swiper and the autoplay
 * (start-carousel.ts, their own chunk) are imported only once the teaser is visible and either the
 * visitor reaches for it or its first autoplay step is near, then drive the slides in place. The
 * first paint, the LCP image and visitors without JavaScript never wait, and Swiper's start-up
 * (two long tasks on a phone) stays out of the page load (ADR 0033). Until then the first slide
 * shows, as in the server's HTML; a control pressed or a swipe made meanwhile is carried out once
 * Swiper runs.
 */
export function useMainCarousel(
  root: RefObject<HTMLElement | null>,
  viewport: RefObject<HTMLDivElement | null>,
  { count, wrapperClass, slideClass }: Options,
) {
  const [index, dispatch] = useReducer(indexReducer, INITIAL_INDEX)
  const [autoplayState, setAutoplayState] = useState<AutoplayState>('idle')
  const [ready, setReady] = useState(false)
  const swiperRef = useRef<Swiper | null>(null)
  const autoplayRef = useRef<Autoplay | null>(null)
  const pendingRef = useRef<number | null>(null)
  // The visitor's pause button; kept here too because it may be pressed before the autoplay starts.
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const pausedRef = useRef(false)
  // false once started without autoplay (reduced motion): nothing moves, so no pause button.
  const [hasAutoplay, setHasAutoplay] = useState(true)

  useEffect(() => {
    const rootEl = root.current
    const viewportEl = viewport.current
    if (!rootEl || !viewportEl) return
    // A new carousel (new slides or a re-mount) starts at its first slide.
    dispatch({ type: 'replace' })
    let disposed = false
    let starting = false
    let visibleAt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let teardown = () => {}
    const unlisten = () => {
      clearTimeout(timer)
      for (const type of INTENT_EVENTS) rootEl.removeEventListener(type, start)
    }

    const init = async () => {
      const { startCarousel } = await import('./start-carousel')
      if (disposed) return
      const started = startCarousel({
        root: rootEl,
        viewport: viewportEl,
        count,
        wrapperClass,
        slideClass,
        onSlideChange: (activeIndex) => dispatch({ type: 'change', index: activeIndex, count }),
        onAutoplayState: setAutoplayState,
        visibleForMs: performance.now() - visibleAt,
      })
      swiperRef.current = started.swiper
      autoplayRef.current = started.autoplay
      setHasAutoplay(started.autoplay !== null)
      if (pausedRef.current) started.autoplay?.setPausedByVisitor(true)
      if (pendingRef.current !== null) {
        started.swiper.slideTo(pendingRef.current)
        started.autoplay?.restart()
      }
      setReady(true)
      teardown = () => {
        started.stop()
        swiperRef.current = autoplayRef.current = null
      }
    }

    function start() {
      if (starting) return
      starting = true
      unlisten()
      void init()
    }
    const stopWatching = whenVisible(rootEl, () => {
      visibleAt = performance.now()
      timer = setTimeout(start, CAROUSEL_START_MS)
      for (const type of INTENT_EVENTS) rootEl.addEventListener(type, start, { passive: true })
    })
    return () => {
      disposed = true
      stopWatching()
      unlisten()
      teardown()
      setReady(false)
    }
  }, [root, viewport, count, wrapperClass, slideClass])

  // Hidden slides leave the tab order and the accessibility tree; Swiper only moves them aside.
  useEffect(() => {
    swiperRef.current?.slides.forEach((slide, i) => {
      slide.inert = i !== index
    })
  }, [index, ready])

  const goTo = useCallback((target: number) => {
    const swiper = swiperRef.current
    if (!swiper) {
      pendingRef.current = target
      return
    }
    swiper.slideTo(target)
    autoplayRef.current?.restart()
  }, [])

  const step = useCallback(
    (direction: SwipeDirection) => {
      const position = { index: swiperRef.current?.activeIndex ?? INITIAL_INDEX, count, infinite: true }
      goTo(direction === 'next' ? nextIndex(position) : prevIndex(position))
    },
    [count, goTo],
  )

  const togglePause = useCallback(() => {
    const paused = !pausedRef.current
    pausedRef.current = paused
    setPausedByVisitor(paused)
    autoplayRef.current?.setPausedByVisitor(paused)
  }, [])

  return { index, ready, autoplayState, goTo, step, pausedByVisitor, togglePause, hasAutoplay }
}
