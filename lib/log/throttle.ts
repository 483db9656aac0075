import { createBoundedMap } from '@/lib/runtime/bounded-map'

/**
 * The spec's "Logger throttle 1000 ms, minimum 5 repeats": a message key is written at most
 * `maxPerWindow` times per window; later repeats in that window are only counted, and the next
 * message with that key after the window reports the count once. Pure and time-injectable so the
 * same module throttles the server log and the browser's error reports.
 */

export const THROTTLE_WINDOW_MS = 1000
export const THROTTLE_MAX_PER_WINDOW = 5
/** Bounds memory when keys are attacker-controlled (client error messages). */
export const THROTTLE_MAX_KEYS = 500

export interface ThrottleOptions {
  windowMs?: number
  maxPerWindow?: number
  maxKeys?: number
}

export interface ThrottleDecision {
  /** Whether this message should be written. */
  allow: boolean
  /**
   * Repeats dropped in the key's previous, now closed window. When > 0 the caller writes one
   * summary line (see suppressionSummary) before or alongside this message.
   */
  suppressed: number
}

export interface Throttle {
  check(key: string, now: number): ThrottleDecision
  /** Number of keys currently tracked; exposed for tests of the memory bound. */
  size(): number
}

interface WindowState {
  start: number
  count: number
  suppressed: number
}

export function suppressionSummary(suppressed: number): string {
  return `${suppressed} repeats suppressed`
}

export function createThrottle(options: ThrottleOptions = {}): Throttle {
  const windowMs = options.windowMs ?? THROTTLE_WINDOW_MS
  const maxPerWindow = options.maxPerWindow ?? THROTTLE_MAX_PER_WINDOW
  const maxKeys = options.maxKeys ?? THROTTLE_MAX_KEYS
  // Every hit makes the key the newest, so a flood of distinct messages evicts the least recently
  // seen one. The evicted key's pending suppressed count is lost; that only happens under such a
  // flood, where one missing summary line is the lesser evil. Unlike the rate limiter
  // (lib/http/rate-limit.ts) this counts the repeats it drops and reports them once, so it keeps its
  // own rule over the shared bounded store.
  const windows = createBoundedMap<WindowState>({ maxKeys })

  function check(key: string, now: number): ThrottleDecision {
    const state = windows.get(key)
    if (!state || now - state.start >= windowMs || now < state.start) {
      // A new window (or the clock went backwards, which must not mute a key forever).
      windows.set(key, { start: now, count: 1, suppressed: 0 }, now)
      return { allow: true, suppressed: state?.suppressed ?? 0 }
    }
    windows.set(key, state, now)
    if (state.count < maxPerWindow) {
      state.count += 1
      return { allow: true, suppressed: 0 }
    }
    state.suppressed += 1
    return { allow: false, suppressed: 0 }
  }

  return { check, size: windows.size }
}
