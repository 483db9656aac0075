'use client'

import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react'
import type { Swiper } from 'swiper'
import type { Autoplay, AutoplayState } from './autoplay'
import { indexReducer, INITIAL_INDEX, nextIndex, prevIndex } from './carousel-index'
import type { SwipeDirection } from './swipe'
import { whenVisible } from './when-visible'

interface Options {
  count: number
  /** The class names Swiper must find on the server-rendered wrapper and slides. */
  wrapperClass: string
  slideClass: string
}

/**
 * The carousel behaviour over markup the server already rendered: Swiper and the autoplay
 * (start-carousel.ts, their own chunk) are imported only once the teaser is visible, then drive the
 * slides in place, so the first paint, the LCP image and visitors without JavaScript never wait.
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

  useEffect(() => {
    const rootEl = root.current
    const viewportEl = viewport.current
    if (!rootEl || !viewportEl) return
    // A new carousel (new slides or a re-mount) starts at its first slide.
    dispatch({ type: 'replace' })
    let disposed = false
    let teardown = () => {}

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
      })
      swiperRef.current = started.swiper
      autoplayRef.current = started.autoplay
      if (pendingRef.current !== null) started.swiper.slideTo(pendingRef.current, 0)
      setReady(true)
      teardown = () => {
        started.stop()
        swiperRef.current = autoplayRef.current = null
      }
    }

    const stopWatching = whenVisible(rootEl, () => void init())
    return () => {
      disposed = true
      stopWatching()
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

  return { index, ready, autoplayState, goTo, step }
}
