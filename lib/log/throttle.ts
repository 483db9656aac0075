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
  // A Map iterates in insertion order; re-inserting on every hit makes the first key the least
  // recently used one, which is the one evicted. Not lib/runtime/bounded-map.ts (the server's
  // counters): this throttle also runs in the browser, in every page's first load, where the shared
  // store cost 81 bytes gzip over the 150 kB budget (tests/e2e/js-budget.spec.ts).
  const windows = new Map<string, WindowState>()

  function check(key: string, now: number): ThrottleDecision {
    const state = windows.get(key)
    windows.delete(key)
    if (!state || now - state.start >= windowMs || now < state.start) {
      // A new window (or the clock went backwards, which must not mute a key forever).
      windows.set(key, { start: now, count: 1, suppressed: 0 })
      evict()
      return { allow: true, suppressed: state?.suppressed ?? 0 }
    }
    windows.set(key, state)
    if (state.count < maxPerWindow) {
      state.count += 1
      return { allow: true, suppressed: 0 }
    }
    state.suppressed += 1
    return { allow: false, suppressed: 0 }
  }

  function evict(): void {
    while (windows.size > maxKeys) {
      const oldest = windows.keys().next()
      if (oldest.done) return
      // The evicted key's pending suppressed count is lost; that only happens under a flood of
      // distinct messages, where one missing summary line is the lesser evil.
      windows.delete(oldest.value)
    }
  }

  return { check, size: () => windows.size }
}
