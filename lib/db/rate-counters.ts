import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { env } from '@/lib/env'
import { rateCounters } from './schema'
import type { Db } from './types'

/**
 * Counters in PostgreSQL that every shop instance sees (issue 33 point 2, ADR 0115): the rate limits
 * (lib/http/rate-limit.ts) and the login throttle (lib/auth/throttle.ts). Each change is one atomic
 * statement on the key's row, so concurrent requests on any number of instances count one after the
 * other and never lose a hit.
 */

/**
 * The database to count in when several instances may share it (DATABASE_URL: PostgreSQL), or
 * undefined for the embedded database, whose one process counts in memory.
 */
export function sharedCounterDb(): (() => Promise<Db>) | undefined {
  if (!env().DATABASE_URL) return undefined
  return async () => (await import('./client')).getDb()
}

export interface CountedHit {
  /** Hits in the current window, this one included. */
  count: number
  expiresAt: Date
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs`: a window that has run out (or lies in the
 * future: the clock went back) starts again at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<CountedHit> {
  const expires = new Date(now.getTime() + windowMs)
  const over = sql`(${rateCounters.expiresAt} <= ${now} or ${rateCounters.windowStart} > ${now})`
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowStart: now, expiresAt: expires })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${over} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${over} then ${now} else ${rateCounters.windowStart} end`,
        expiresAt: sql`case when ${over} then ${expires} else ${rateCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateCounters.count, expiresAt: rateCounters.expiresAt })
  if (!row) throw new Error(`rate counter ${key} was not written`)
  return row
}

export interface FailureCount {
  failures: number
  lastFailureAt: Date
}

/** One more failure on `key`, forgotten `forgetMs` after it (a forgotten count starts again at 1). */
export async function countFailure(db: Db, key: string, forgetMs: number, now: Date): Promise<void> {
  const expires = new Date(now.getTime() + forgetMs)
  await db
    .insert(rateCounters)
    .values({ key, count: 1, windowStart: now, expiresAt: expires })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${rateCounters.expiresAt} <= ${now} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: now,
        expiresAt: expires,
      },
    })
}

/** The failures on `key` that are not forgotten yet, or undefined. */
export async function readFailures(db: Db, key: string, now: Date): Promise<FailureCount | undefined> {
  const [row] = await db
    .select({ failures: rateCounters.count, lastFailureAt: rateCounters.windowStart })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), gt(rateCounters.expiresAt, now)))
  return row
}

export async function forgetCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key))
}

/** Deletes the counters that mean nothing any more (a sweep, lib/runtime/scheduled-run.ts). */
export async function sweepExpiredCounters(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateCounters)
    .where(lte(rateCounters.expiresAt, now))
    .returning({ key: rateCounters.key })
  return rows.length
}
