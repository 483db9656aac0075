import { randomUUID } from 'node:crypto'
import type { Db } from '@/lib/db/types'
import { claimScheduledRun, finishScheduledRun, renewScheduledRun } from '@/lib/db/scheduled-runs'
import { logger } from '@/lib/log/logger'
import { keepLease } from './lease'
import { globalSlot } from './process-global'

/**
 * A periodic job (a sweep) that runs once per period however many instances start it (issue 33
 * point 3, ADR 0115). Every instance looks every `checkMs` whether the run is due; the one that claims
 * it (lib/db/scheduled-runs.ts) runs it, renewing its lease meanwhile, and sets the next run. A holder
 * that crashed is replaced once its lease has run out. With the embedded database there is one
 * instance, and the same table simply says when the job ran last.
 */
export interface ScheduledJobSpec {
  /** The job's row in scheduled_runs and its name in logs ("upload sweep"). */
  name: string
  everyMs: number
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs: number
  /** How often an instance looks whether the run is due, and when it looks first after start. */
  checkMs: number
  firstCheckMs: number
  run(db: Db): Promise<void>
}

/** Runs the job if it is due and this caller claims it; true when it ran (or failed trying). */
export async function runIfDue(spec: ScheduledJobSpec, db: Db, now = new Date()): Promise<boolean> {
  const holder = randomUUID()
  if (!(await claimScheduledRun(db, spec.name, holder, spec.leaseMs, now))) return false
  const lease = keepLease(() => renewScheduledRun(db, spec.name, holder, spec.leaseMs), spec.leaseMs / 3)
  try {
    await spec.run(db)
  } catch (error) {
    // The next period tries again; a database or storage hiccup must not take the server down.
    logger().error({ err: error }, `${spec.name} failed`)
  } finally {
    lease.stop()
    await finishScheduledRun(db, spec.name, holder, spec.everyMs, new Date())
  }
  return true
}

/** Started once per process at server start-up (lib/server-startup.ts); a second call does nothing. */
export function startScheduledJob(spec: ScheduledJobSpec, db: () => Promise<Db>): void {
  const slot = globalSlot<NodeJS.Timeout>(`__scheduledJob:${spec.name}`)
  if (slot.get()) return
  const check = () =>
    void db()
      .then((opened) => runIfDue(spec, opened))
      .catch((error: unknown) => logger().error({ err: error }, `${spec.name}: could not claim the run`))
  const timer = setInterval(check, spec.checkMs)
  timer.unref()
  slot.set(timer)
  setTimeout(check, spec.firstCheckMs).unref()
}
