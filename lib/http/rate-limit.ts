/**
 * In-memory fixed-window rate limiter for public endpoints that cost something per call (writing
 * a log line, sending a mail). Per process: with several instances the effective limit is a
 * multiple of `limit`, which is acceptable for abuse protection and needs no shared store.
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

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const maxKeys = options.maxKeys ?? DEFAULT_RATE_LIMIT_KEYS
  const windows = new Map<string, { start: number; count: number }>()

  function check(key: string, now: number): RateLimitResult {
    let entry = windows.get(key)
    if (!entry || now - entry.start >= options.windowMs || now < entry.start) {
      entry = { start: now, count: 0 }
      windows.delete(key)
      windows.set(key, entry)
      evict(now)
    }
    if (entry.count >= options.limit) {
      const waitMs = entry.start + options.windowMs - now
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    }
    entry.count += 1
    return { allowed: true, remaining: options.limit - entry.count }
  }

  function evict(now: number): void {
    if (windows.size <= maxKeys) return
    // Expired windows go first; if the map is still full, the oldest window (first in insertion
    // order) goes, which at worst hands that client a fresh window early.
    for (const [key, entry] of windows) {
      if (now - entry.start >= options.windowMs) windows.delete(key)
    }
    while (windows.size > maxKeys) {
      const oldest = windows.keys().next()
      if (oldest.done) return
      windows.delete(oldest.value)
    }
  }

  return { check, size: () => windows.size }
}

/** Where the client address comes from: lib/http/client-address.ts (ADR 0050). */
export { clientAddress } from './client-address'
