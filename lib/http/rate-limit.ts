import { countHit, sharedCounterDb } from '@/lib/db/rate-counters'
import type { Db } from '@/lib/db/types'
import { createBoundedMap } from '@/lib/runtime/bounded-map'

/**
 * Fixed-window rate limiting for public endpoints that cost something per call (writing a log line,
 * sending a mail). The shop's one counter for "n per window"; the login throttle (a growing lock-out)
 * and the log throttle (which also counts what it dropped) count differently.
 *
 * createSharedRateLimiter is what endpoints use: with PostgreSQL (DATABASE_URL) it counts in a table
 * every instance shares, so N instances behind a load balancer allow n requests, not N·n (issue 33
 * point 2, ADR 0115); with the embedded database there is one process and it counts in memory
 * (createRateLimiter, also what unit tests hand in).
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

/** A limiter in memory: answers at once. */
export interface RateLimiter {
  check(key: string, now: number): RateLimitResult
  size(): number
}

/** What an endpoint needs: a limiter in memory or in the shared table. */
export interface SharedRateLimiter {
  check(key: string, now: number): RateLimitResult | Promise<RateLimitResult>
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

/**
 * A limiter named `name` (its keys in the shared table are `name:key`): in PostgreSQL when several
 * instances may share it, else in memory. The choice is made at the first check, when the settings
 * are read.
 */
export function createSharedRateLimiter(
  name: string,
  options: RateLimitOptions,
  /** Where the counters live; the settings decide when not given (tests hand in a database). */
  store: () => (() => Promise<Db>) | undefined = sharedCounterDb,
): SharedRateLimiter {
  let memory: RateLimiter | undefined
  return {
    check(key, now) {
      const db = store()
      if (!db) {
        memory ??= createRateLimiter(options)
        return memory.check(key, now)
      }
      return db().then(async (shared) => {
        const hit = await countHit(shared, `${name}:${key}`, options.windowMs, new Date(now))
        if (hit.count <= options.limit) return { allowed: true, remaining: options.limit - hit.count }
        const waitMs = hit.expiresAt.getTime() - now
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
      })
    },
  }
}

/** Where the client address comes from: lib/http/client-address.ts (ADR 0050). */
export { clientAddress } from './client-address'
