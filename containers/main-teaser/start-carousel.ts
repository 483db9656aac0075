import { Swiper } from 'swiper'
import { MAIN_TEASER_AUTOPLAY_MS, setupAutoplay, type Autoplay, type AutoplayState } from './autoplay'
import { nextIndex } from './carousel-index'

/** Spec section 9: carousel transition 300 ms. */
const TRANSITION_MS = 300

const media = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches

export interface StartOptions {
  root: HTMLElement
  viewport: HTMLDivElement
  count: number
  /** The class names Swiper must find on the server-rendered wrapper and slides. */
  wrapperClass: string
  slideClass: string
  onSlideChange: (index: number) => void
  onAutoplayState: (state: AutoplayState) => void
  /** How long the teaser has been visible: the first autoplay step stays a full delay after that. */
  visibleForMs: number
}

export interface StartedCarousel {
  swiper: Swiper
  autoplay: Autoplay | null
  stop: () => void
}

/**
 * Swiper and the autoplay over the server-rendered slides. Imported by use-main-carousel.ts only
 * when the visitor reaches for the teaser or shortly before the first autoplay step, so neither is
 * in the home page's first-load JS nor runs while the page loads (ADR 0022, 0027, 0033).
 */
export function startCarousel(options: StartOptions): StartedCarousel {
  const { root, viewport, count } = options
  const reducedMotion = media('(prefers-reduced-motion: reduce)')
  const swiper = new Swiper(viewport, {
    speed: reducedMotion ? 0 : TRANSITION_MS,
    // Gestures are ours (use-slide-gestures.ts): the spec's swipe and click rules, not Swiper's.
    allowTouchMove: false,
    simulateTouch: false,
    wrapperClass: options.wrapperClass,
    slideClass: options.slideClass,
    on: { slideChange: (s) => options.onSlideChange(s.activeIndex) },
  })
  // Slides beyond the first stayed lazy for the page load; fetch them now, before they slide in.
  for (const img of viewport.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager')
  const autoplay = reducedMotion
    ? null
    : setupAutoplay(
        { slideNext: () => swiper.slideTo(nextIndex({ index: swiper.activeIndex, count, infinite: true })) },
        {
          delay: MAIN_TEASER_AUTOPLAY_MS,
          wrapper: root,
          isKeyboardFocus: (event) =>
            event.target instanceof Element && event.target.matches(':focus-visible'),
          isHovered: () => root.matches(':hover'),
          hasKeyboardFocus: () => root.querySelector(':focus-visible') !== null,
          onStateChange: options.onAutoplayState,
        },
      )
  if (autoplay) {
    // Touch screens emulate mouseenter on tap and never send mouseleave: hover pausing is for mice.
    if (media('(hover: hover) and (pointer: fine)')) autoplay.stopOnHover()
    autoplay.stopOnFocus()
    autoplay.start(MAIN_TEASER_AUTOPLAY_MS - options.visibleForMs)
  }
  return {
    swiper,
    autoplay,
    stop: () => {
      autoplay?.stop()
      swiper.destroy(true, true)
    },
  }
}
