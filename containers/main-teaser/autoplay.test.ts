import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AUTOPLAY_FALLBACK_MS,
  MAIN_TEASER_AUTOPLAY_MS,
  NO_WRAPPER_ERROR,
  NOT_INITIALISED_ERROR,
  setupAutoplay,
  type AutoplayState,
} from './autoplay'
import { CAROUSEL_START_MS } from './use-main-carousel'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function carousel() {
  return { slideNext: vi.fn() }
}
const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type))

describe('autoplay', () => {
  it('refuses to start without an initialised carousel (spec message)', () => {
    expect(() => setupAutoplay(null)).toThrow(NOT_INITIALISED_ERROR)
    expect(() => setupAutoplay(undefined)).toThrow(
      'Autoplay can only be setup with initialized mainCarousel.',
    )
  })

  it('refuses hover and focus pausing without a wrapper (spec message)', () => {
    const autoplay = setupAutoplay(carousel())
    expect(() => autoplay.stopOnHover()).toThrow(
      'Autoplay can only be stopped on hover if it is initialized with a carousel wrapper.',
    )
    expect(() => autoplay.stopOnFocus()).toThrow(NO_WRAPPER_ERROR)
  })

  it('advances every 6000 ms once started, not before', () => {
    const c = carousel()
    const autoplay = setupAutoplay(c, { delay: MAIN_TEASER_AUTOPLAY_MS })
    vi.advanceTimersByTime(10_000)
    expect(c.slideNext).not.toHaveBeenCalled()
    autoplay.start()
    expect(autoplay.state).toBe('running')
    vi.advanceTimersByTime(5999)
    expect(c.slideNext).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(c.slideNext).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(12_000)
    expect(c.slideNext).toHaveBeenCalledTimes(3)
  })

  it.each([undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'falls back to 4000 ms for delay %s',
    (delay) => {
      const c = carousel()
      setupAutoplay(c, { delay }).start()
      vi.advanceTimersByTime(AUTOPLAY_FALLBACK_MS - 1)
      expect(c.slideNext).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(c.slideNext).toHaveBeenCalledTimes(1)
    },
  )

  it('a late start keeps the first step where it was due, an overdue one steps at once', () => {
    const c = carousel()
    setupAutoplay(c, { delay: MAIN_TEASER_AUTOPLAY_MS }).start(1000)
    vi.advanceTimersByTime(999)
    expect(c.slideNext).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(c.slideNext).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(MAIN_TEASER_AUTOPLAY_MS)
    expect(c.slideNext).toHaveBeenCalledTimes(2)

    const overdue = carousel()
    setupAutoplay(overdue, { delay: MAIN_TEASER_AUTOPLAY_MS }).start(-500)
    vi.advanceTimersByTime(0)
    expect(overdue.slideNext).toHaveBeenCalledTimes(1)

    for (const first of [Number.NaN, 60_000]) {
      const other = carousel()
      setupAutoplay(other, { delay: MAIN_TEASER_AUTOPLAY_MS }).start(first)
      vi.advanceTimersByTime(MAIN_TEASER_AUTOPLAY_MS - 1)
      expect(other.slideNext).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(other.slideNext).toHaveBeenCalledTimes(1)
    }
  })

  it('Swiper starts before the first autoplay step is due', () => {
    expect(CAROUSEL_START_MS).toBeLessThan(MAIN_TEASER_AUTOPLAY_MS)
  })

  it('restarts the countdown after the visitor moved the carousel', () => {
    const c = carousel()
    const autoplay = setupAutoplay(c, { delay: 6000 })
    autoplay.start()
    vi.advanceTimersByTime(5000)
    autoplay.restart()
    vi.advanceTimersByTime(5000)
    expect(c.slideNext).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(c.slideNext).toHaveBeenCalledTimes(1)
  })

  it('stops for good on removal: no timers, no listeners, no restart', () => {
    const c = carousel()
    const wrapper = new EventTarget()
    const remove = vi.spyOn(wrapper, 'removeEventListener')
    const states: AutoplayState[] = []
    const autoplay = setupAutoplay(c, { delay: 6000, wrapper, onStateChange: (s) => states.push(s) })
    autoplay.stopOnHover()
    autoplay.start()
    fire(wrapper, 'mouseenter')
    fire(wrapper, 'mouseleave')
    autoplay.stop()
    expect(remove).toHaveBeenCalledTimes(2)
    fire(wrapper, 'mouseleave')
    autoplay.start()
    autoplay.restart()
    vi.advanceTimersByTime(60_000)
    expect(c.slideNext).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
    expect(states).toEqual(['running', 'paused', 'stopped'])
  })
})
