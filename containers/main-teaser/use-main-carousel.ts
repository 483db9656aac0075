'use client'

import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react'
import type { Swiper } from 'swiper'
import { MAIN_TEASER_AUTOPLAY_MS, setupAutoplay, type Autoplay, type AutoplayState } from './autoplay'
import { indexReducer, INITIAL_INDEX, nextIndex, prevIndex } from './carousel-index'
import type { SwipeDirection } from './swipe'
import { whenVisible } from './when-visible'

/** Spec section 9: carousel transition 300 ms. */
const TRANSITION_MS = 300

interface Options {
  count: number
  /** The class names Swiper must find on the server-rendered wrapper and slides. */
  wrapperClass: string
  slideClass: string
}

const media = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches

/**
 * The carousel behaviour over markup the server already rendered: Swiper is imported (its own
 * chunk) only once the teaser is visible, then drives the slides in place, so the first paint, the
 * LCP image and visitors without JavaScript never wait for it.
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
      const { Swiper } = await import('swiper')
      if (disposed) return
      const reducedMotion = media('(prefers-reduced-motion: reduce)')
      const swiper = new Swiper(viewportEl, {
        speed: reducedMotion ? 0 : TRANSITION_MS,
        // Gestures are ours (use-slide-gestures.ts): the spec's swipe and click rules, not Swiper's.
        allowTouchMove: false,
        simulateTouch: false,
        wrapperClass,
        slideClass,
        on: { slideChange: (s) => dispatch({ type: 'change', index: s.activeIndex, count }) },
      })
      swiperRef.current = swiper
      // Slides beyond the first stayed lazy for the page load; fetch them now, before they slide in.
      for (const img of viewportEl.querySelectorAll('img[loading="lazy"]'))
        img.setAttribute('loading', 'eager')
      const autoplay = reducedMotion
        ? null
        : setupAutoplay(
            {
              slideNext: () =>
                swiper.slideTo(nextIndex({ index: swiper.activeIndex, count, infinite: true })),
            },
            {
              delay: MAIN_TEASER_AUTOPLAY_MS,
              wrapper: rootEl,
              isKeyboardFocus: (event) =>
                event.target instanceof Element && event.target.matches(':focus-visible'),
              onStateChange: setAutoplayState,
            },
          )
      if (autoplay) {
        // Touch screens emulate mouseenter on tap and never send mouseleave: hover pausing is for mice.
        if (media('(hover: hover) and (pointer: fine)')) autoplay.stopOnHover()
        autoplay.stopOnFocus()
        autoplay.start()
      }
      autoplayRef.current = autoplay
      if (pendingRef.current !== null) swiper.slideTo(pendingRef.current, 0)
      setReady(true)
      teardown = () => {
        autoplay?.stop()
        swiper.destroy(true, true)
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
