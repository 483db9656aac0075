/**
 * The main teaser's autoplay (spec sections 4, 8, 9): advance every 6000 ms (4000 ms when no valid
 * delay is given), pause while the pointer is over the carousel, resume 1000 ms after it leaves,
 * stop for good when the carousel is removed. "Resume" restarts the countdown, so the next slide
 * comes a full delay after the pause ended and never right after the visitor looked away.
 *
 * Keyboard focus inside the carousel pauses it too (WCAG 2.2.2: moving content must not change
 * under a keyboard user); the caller passes a filter so a mouse click on a control, which also
 * focuses it, does not stop the rotation for good.
 *
 * Plain timers and an EventTarget, no DOM or carousel library: unit-tested with fake timers.
 */

export const MAIN_TEASER_AUTOPLAY_MS = 6000
export const AUTOPLAY_FALLBACK_MS = 4000
export const AUTOPLAY_RESUME_MS = 1000

export const NOT_INITIALISED_ERROR = 'Autoplay can only be setup with initialized mainCarousel.'
export const NO_WRAPPER_ERROR =
  'Autoplay can only be stopped on hover if it is initialized with a carousel wrapper.'

export interface AutoplayCarousel {
  slideNext(): void
}

export type AutoplayState = 'idle' | 'running' | 'paused' | 'stopped'
type PauseReason = 'hover' | 'focus' | 'visitor'

export interface AutoplayOptions {
  delay?: number
  resumeDelay?: number
  /** The element whose hover and focus pause the autoplay. */
  wrapper?: EventTarget | null
  /** Which focus events pause; by default all of them. */
  isKeyboardFocus?: (event: Event) => boolean
  /** Told whenever the state changes (the carousel turns its live region on while not rotating). */
  onStateChange?: (state: AutoplayState) => void
  /**
   * Whether the pointer or keyboard focus is already inside when pausing is set up: the carousel
   * starts late (ADR 0033), after the visitor may have moved in, and no enter event comes then.
   */
  isHovered?: () => boolean
  hasKeyboardFocus?: () => boolean
}

export interface Autoplay {
  readonly state: AutoplayState
  /** `firstDelay`: when the first step is due, if not a full delay from now (a late start, ADR 0033). */
  start(firstDelay?: number): void
  /** The visitor moved the carousel: give the new slide a full delay. */
  restart(): void
  stop(): void
  stopOnHover(): void
  stopOnFocus(): void
  /**
   * The visitor's pause button (WCAG 2.2.2, and the only way to stop it on touch screens, which have
   * no hover): paused until the visitor presses play, whatever hover and focus do meanwhile.
   */
  setPausedByVisitor(paused: boolean): void
}

type Timer = ReturnType<typeof setTimeout>

const validDelay = (ms: number | undefined) =>
  ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : undefined

export function setupAutoplay(
  carousel: AutoplayCarousel | null | undefined,
  options: AutoplayOptions = {},
): Autoplay {
  if (!carousel) throw new Error(NOT_INITIALISED_ERROR)
  const delay = validDelay(options.delay) ?? AUTOPLAY_FALLBACK_MS
  const resumeDelay = validDelay(options.resumeDelay) ?? AUTOPLAY_RESUME_MS
  const { wrapper, isKeyboardFocus = () => true, onStateChange } = options
  const reasons = new Set<PauseReason>()
  const listeners: [string, (event: Event) => void][] = []
  let state: AutoplayState = 'idle'
  let advance: Timer | undefined
  let resumption: Timer | undefined

  const setState = (next: AutoplayState) => {
    if (next === state) return
    state = next
    onStateChange?.(next)
  }
  const clearTimers = () => {
    clearTimeout(advance)
    clearTimeout(resumption)
    advance = resumption = undefined
  }
  const schedule = (wait = delay) => {
    clearTimers()
    advance = setTimeout(() => {
      advance = undefined
      carousel.slideNext()
      if (state === 'running') schedule()
    }, wait)
  }
  const pause = (reason: PauseReason) => {
    reasons.add(reason)
    if (state !== 'running' && state !== 'paused') return
    clearTimers()
    setState('paused')
  }
  const resume = (reason: PauseReason) => {
    reasons.delete(reason)
    if (state !== 'paused' || reasons.size > 0) return
    clearTimers()
    resumption = setTimeout(() => {
      setState('running')
      schedule()
    }, resumeDelay)
  }
  const listen = (type: string, handler: (event: Event) => void) => {
    if (!wrapper) throw new Error(NO_WRAPPER_ERROR)
    wrapper.addEventListener(type, handler)
    listeners.push([type, handler])
  }

  return {
    get state() {
      return state
    },
    start(firstDelay) {
      if (state !== 'idle') return
      if (reasons.size > 0) return setState('paused')
      setState('running')
      // Overdue (the start came late): the step follows at once.
      schedule(Number.isFinite(firstDelay) ? Math.min(Math.max(firstDelay ?? delay, 0), delay) : delay)
    },
    restart() {
      if (state === 'running') schedule()
    },
    stop() {
      clearTimers()
      for (const [type, handler] of listeners.splice(0)) wrapper?.removeEventListener(type, handler)
      reasons.clear()
      setState('stopped')
    },
    stopOnHover() {
      listen('mouseenter', () => pause('hover'))
      listen('mouseleave', () => resume('hover'))
      if (options.isHovered?.()) pause('hover')
    },
    stopOnFocus() {
      listen('focusin', (event) => (isKeyboardFocus(event) ? pause('focus') : undefined))
      listen('focusout', () => resume('focus'))
      if (options.hasKeyboardFocus?.()) pause('focus')
    },
    setPausedByVisitor(paused) {
      if (paused) pause('visitor')
      else resume('visitor')
    },
  }
}
