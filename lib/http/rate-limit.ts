import { createBoundedMap } from '@/lib/runtime/bounded-map'

/**
 * In-memory fixed-window rate limiter for public endpoints that cost something per call (writing
 * a log line, sending a mail). Per process: with several instances the effective limit is a
 * multiple of `limit`, which is acceptable for abuse protection and needs no shared store. The
 * shop's one counter for "n per window"; the login throttle (a growing lock-out) and the log throttle
 * (which also counts what it dropped) count differently and share only the bounded store beneath.
 */

export interface RateLimitOptions {
  /** Requests allowed per key and window. */
  limit: number
  windowMs: number
  /** Bounds memory: one window per client address, and the addresses are many. */
  maxKeys?: number
}

export type RateLimitResult =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  check(key: string, now: number): RateLimitResult
  size(): number
}

export const DEFAULT_RATE_LIMIT_KEYS = 10_000

interface Window {
  start: number
  count: number
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const over = (entry: Window, now: number) => now - entry.start >= options.windowMs
  // When full, expired windows go first, then the oldest window, which at worst hands that client a
  // fresh window early. A window is not moved on a hit: its age is when it began.
  const windows = createBoundedMap<Window>({
    maxKeys: options.maxKeys ?? DEFAULT_RATE_LIMIT_KEYS,
    expired: over,
  })

  function check(key: string, now: number): RateLimitResult {
    let entry = windows.get(key)
    if (!entry || over(entry, now) || now < entry.start) {
      entry = { start: now, count: 0 }
      windows.set(key, entry, now)
    }
    if (entry.count >= options.limit) {
      const waitMs = entry.start + options.windowMs - now
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    }
    entry.count += 1
    return { allowed: true, remaining: options.limit - entry.count }
  }

  return { check, size: windows.size }
}

/** Where the client address comes from: lib/http/client-address.ts (ADR 0050). */
export { clientAddress } from './client-address'
