import { and, eq, lte } from 'drizzle-orm'
import { scheduledRuns } from './schema'
import type { Db } from './types'

/**
 * The claim of a periodic job's run across instances (issue 33 point 3, ADR 0115): one row per job in
 * scheduled_runs. Claiming is one atomic upsert that succeeds only when the run is due and nobody holds
 * an unexpired lease, so of N instances asking at once exactly one runs it; a holder that crashed
 * leaves a lease that runs out, and the next instance to ask takes the run over.
 */

/** Claims the run of `name` if it is due; true when this caller (`holder`, a random token) got it. */
export async function claimScheduledRun(
  db: Db,
  name: string,
  holder: string,
  leaseMs: number,
  now: Date,
): Promise<boolean> {
  const lease = new Date(now.getTime() + leaseMs)
  const rows = await db
    .insert(scheduledRuns)
    .values({ name, nextRunAt: now, leaseUntil: lease, holder })
    .onConflictDoUpdate({
      target: scheduledRuns.name,
      set: { leaseUntil: lease, holder },
      setWhere: and(lte(scheduledRuns.nextRunAt, now), lte(scheduledRuns.leaseUntil, now)),
    })
    .returning({ holder: scheduledRuns.holder })
  return rows[0]?.holder === holder
}

/** Moves the holder's lease on while the run goes on; false when the claim is no longer its own. */
export async function renewScheduledRun(
  db: Db,
  name: string,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(scheduledRuns)
    .set({ leaseUntil: new Date(Date.now() + leaseMs) })
    .where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.holder, holder)))
    .returning({ name: scheduledRuns.name })
  return rows.length > 0
}

/**
 * Ends the holder's run: the next is due `everyMs` after `now`. A holder whose lease was taken over
 * meanwhile changes nothing (false): the instance that took over records its own run.
 */
export async function finishScheduledRun(
  db: Db,
  name: string,
  holder: string,
  everyMs: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(scheduledRuns)
    .set({ nextRunAt: new Date(now.getTime() + everyMs), leaseUntil: now, holder: null, lastRunAt: now })
    .where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.holder, holder)))
    .returning({ name: scheduledRuns.name })
  return rows.length > 0
}
