import { countFailure, forgetCounter, readFailures, sharedCounterDb } from '@/lib/db/rate-counters'
import type { Db } from '@/lib/db/types'
import { createBoundedMap } from '@/lib/runtime/bounded-map'
import { processSingleton } from '@/lib/runtime/process-global'

/**
 * Login throttling per account and per client address: the first 5 failures are free, then every
 * further failure doubles the wait (1 s, 2 s, 4 s … at most 15 minutes). A success clears the
 * account's counter (not the address's, so one good account cannot launder guessing at others).
 * With PostgreSQL the failures are counted in the table all instances share, so N instances do not
 * give a guesser N times the attempts (ADR 0115); with the embedded database (one process) in memory.
 */
export const FREE_ATTEMPTS = 5
export const BASE_DELAY_MS = 1_000
export const MAX_DELAY_MS = 15 * 60_000
/** Failures older than this are forgotten. */
export const FORGET_AFTER_MS = 60 * 60_000
const MAX_KEYS = 50_000

interface Entry {
  failures: number
  lastFailureAt: number
}

export interface LoginThrottle {
  /** Milliseconds the key must still wait, 0 if it may try now. */
  waitMs(key: string, now: number): number | Promise<number>
  fail(key: string, now: number): void | Promise<void>
  succeed(key: string): void | Promise<void>
}

export function delayAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_ATTEMPTS))
}

export function createLoginThrottle(): LoginThrottle {
  // Not the rate limiter's fixed window (lib/http/rate-limit.ts): a lock-out that grows with every
  // failure and is forgotten an hour after the last one. It shares the bounded store: oldest first
  // when an attacker floods us with keys.
  const entries = createBoundedMap<Entry>({ maxKeys: MAX_KEYS })

  function current(key: string, now: number): Entry | undefined {
    const entry = entries.get(key)
    if (entry && now - entry.lastFailureAt > FORGET_AFTER_MS) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  return {
    waitMs(key, now) {
      const entry = current(key, now)
      if (!entry) return 0
      return Math.max(0, entry.lastFailureAt + delayAfter(entry.failures) - now)
    },
    fail(key, now) {
      const entry = current(key, now)
      entries.set(key, { failures: (entry?.failures ?? 0) + 1, lastFailureAt: now }, now)
    },
    succeed(key) {
      entries.delete(key)
    },
  }
}

/** The same throttle, counted in the shared table (lib/db/rate-counters.ts) under `login:<key>`. */
export function createSharedLoginThrottle(db: () => Promise<Db>): LoginThrottle {
  const row = (key: string) => `login:${key}`
  return {
    async waitMs(key, now) {
      const entry = await readFailures(await db(), row(key), new Date(now))
      if (!entry) return 0
      return Math.max(0, entry.lastFailureAt.getTime() + delayAfter(entry.failures) - now)
    },
    async fail(key, now) {
      await countFailure(await db(), row(key), FORGET_AFTER_MS, new Date(now))
    },
    async succeed(key) {
      await forgetCounter(await db(), row(key))
    },
  }
}

/** The process-wide throttle (lib/runtime/process-global.ts): shared with PostgreSQL, else in memory. */
export function loginThrottle(): LoginThrottle {
  return processSingleton('__loginThrottle', () => {
    const shared = sharedCounterDb()
    return shared ? createSharedLoginThrottle(shared) : createLoginThrottle()
  })
}

/** The longest wait of `keys`: a login is throttled by its account and by its client address. */
export async function longestWaitMs(
  throttle: LoginThrottle,
  keys: readonly string[],
  now: number,
): Promise<number> {
  const waits = await Promise.all(keys.map((key) => throttle.waitMs(key, now)))
  return Math.max(0, ...waits)
}
