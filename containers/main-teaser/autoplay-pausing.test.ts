import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTOPLAY_FALLBACK_MS, AUTOPLAY_RESUME_MS, MAIN_TEASER_AUTOPLAY_MS, setupAutoplay } from './autoplay'

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

/** Hover and keyboard focus pause the main teaser; it resumes 1000 ms after both have gone. */
describe('autoplay pausing', () => {
  it('uses the spec timings', () => {
    expect([MAIN_TEASER_AUTOPLAY_MS, AUTOPLAY_RESUME_MS, AUTOPLAY_FALLBACK_MS]).toEqual([6000, 1000, 4000])
  })

  it('pauses while hovered and resumes 1000 ms after the pointer leaves, with a full delay', () => {
    const c = carousel()
    const wrapper = new EventTarget()
    const autoplay = setupAutoplay(c, { delay: 6000, wrapper })
    autoplay.stopOnHover()
    autoplay.start()
    vi.advanceTimersByTime(5000)
    fire(wrapper, 'mouseenter')
    expect(autoplay.state).toBe('paused')
    vi.advanceTimersByTime(60_000)
    expect(c.slideNext).not.toHaveBeenCalled()
    fire(wrapper, 'mouseleave')
    vi.advanceTimersByTime(999)
    expect(autoplay.state).toBe('paused')
    vi.advanceTimersByTime(1)
    expect(autoplay.state).toBe('running')
    vi.advanceTimersByTime(5999)
    expect(c.slideNext).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(c.slideNext).toHaveBeenCalledTimes(1)
  })

  it('stays paused by the visitor’s button, even when hover ends, until play is pressed', () => {
    const c = carousel()
    const wrapper = new EventTarget()
    const autoplay = setupAutoplay(c, { delay: 6000, wrapper })
    autoplay.stopOnHover()
    autoplay.start()
    autoplay.setPausedByVisitor(true)
    expect(autoplay.state).toBe('paused')
    fire(wrapper, 'mouseenter')
    fire(wrapper, 'mouseleave')
    vi.advanceTimersByTime(60_000)
    expect(c.slideNext).not.toHaveBeenCalled()
    autoplay.setPausedByVisitor(false)
    vi.advanceTimersByTime(1000 + 6000)
    expect(c.slideNext).toHaveBeenCalledTimes(1)
  })

  it('starts paused when the button was pressed before the autoplay began', () => {
    const c = carousel()
    const autoplay = setupAutoplay(c, { delay: 6000 })
    autoplay.setPausedByVisitor(true)
    autoplay.start()
    expect(autoplay.state).toBe('paused')
    vi.advanceTimersByTime(60_000)
    expect(c.slideNext).not.toHaveBeenCalled()
  })

  it('stays paused when the pointer comes back within the resume second', () => {
    const c = carousel()
    const wrapper = new EventTarget()
    const autoplay = setupAutoplay(c, { delay: 6000, wrapper })
    autoplay.stopOnHover()
    autoplay.start()
    fire(wrapper, 'mouseenter')
    fire(wrapper, 'mouseleave')
    vi.advanceTimersByTime(500)
    fire(wrapper, 'mouseenter')
    vi.advanceTimersByTime(30_000)
    expect(autoplay.state).toBe('paused')
    expect(c.slideNext).not.toHaveBeenCalled()
  })

  it('pauses on keyboard focus only, and stays paused while hover or focus remains', () => {
    const c = carousel()
    const wrapper = new EventTarget()
    const keyboard = { value: false }
    const autoplay = setupAutoplay(c, { delay: 6000, wrapper, isKeyboardFocus: () => keyboard.value })
    autoplay.stopOnHover()
    autoplay.stopOnFocus()
    autoplay.start()
    fire(wrapper, 'focusin')
    expect(autoplay.state).toBe('running')
    keyboard.value = true
    fire(wrapper, 'focusin')
    fire(wrapper, 'mouseenter')
    fire(wrapper, 'mouseleave')
    vi.advanceTimersByTime(20_000)
    expect(autoplay.state).toBe('paused')
    fire(wrapper, 'focusout')
    vi.advanceTimersByTime(1000 + 6000)
    expect(c.slideNext).toHaveBeenCalledTimes(1)
  })

  it('starts paused when the pointer was already over the carousel', () => {
    const c = carousel()
    const wrapper = new EventTarget()
    const autoplay = setupAutoplay(c, { wrapper })
    autoplay.stopOnHover()
    fire(wrapper, 'mouseenter')
    autoplay.start()
    expect(autoplay.state).toBe('paused')
    fire(wrapper, 'mouseleave')
    vi.advanceTimersByTime(1000 + AUTOPLAY_FALLBACK_MS)
    expect(c.slideNext).toHaveBeenCalledTimes(1)
  })

  it('a late start pauses at once for a pointer or keyboard focus already inside', () => {
    const c = carousel()
    const wrapper = new EventTarget()
    const autoplay = setupAutoplay(c, { wrapper, isHovered: () => true, hasKeyboardFocus: () => false })
    autoplay.stopOnHover()
    autoplay.stopOnFocus()
    autoplay.start()
    expect(autoplay.state).toBe('paused')
    fire(wrapper, 'mouseleave')
    vi.advanceTimersByTime(1000 + AUTOPLAY_FALLBACK_MS)
    expect(c.slideNext).toHaveBeenCalledTimes(1)

    const focused = setupAutoplay(carousel(), { wrapper: new EventTarget(), hasKeyboardFocus: () => true })
    focused.stopOnFocus()
    focused.start()
    expect(focused.state).toBe('paused')
  })
})
