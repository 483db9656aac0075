import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * State that several shop instances on one PostgreSQL must share (issue 33 point 2, ADR 0115).
 *
 * Rate-limit and login-throttle counters: one row per key ("newsletter:203.0.113.7"), counted with one
 * atomic upsert, so N instances allow an attacker n attempts, not N·n. `windowStart` is when the count
 * began (for the login throttle: the last failure); the row means nothing once `expiresAt` has passed
 * and is swept away. With the embedded database (one process) the counters stay in memory instead.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('rate_counters_count', sql`${t.count} >= 0`), index('rate_counters_expiry').on(t.expiresAt)],
)

/**
 * Periodic jobs (sweeps) that must run once per period across all instances: an instance claims the
 * row when `nextRunAt` has come and nobody holds an unexpired lease, runs the job, and moves
 * `nextRunAt` on. A crashed holder's lease runs out and another instance takes the run over.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  /** The claim's random token: only the current holder may record the run as done. */
  holder: text('holder'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
})

export type ScheduledRunRow = typeof scheduledRuns.$inferSelect
