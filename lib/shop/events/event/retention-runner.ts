import 'server-only'
import { getDb } from '@/lib/db/client'
import { logger } from '@/lib/log/logger'
import { kickMailWorker } from '@/lib/mail/runner'
import { startScheduledJob } from '@/lib/runtime/scheduled-job'
import { runEventRetentionSweep } from './retention'

/**
 * Started at server start-up (lib/server-startup.ts): hourly, the first two minutes after start, and
 * once per hour across all instances (lib/runtime/scheduled-job.ts, ADR 0115).
 */
export function startEventRetentionSweep(): void {
  startScheduledJob(
    {
      name: 'event retention sweep',
      everyMs: 60 * 60_000,
      leaseMs: 15 * 60_000,
      checkMs: 60_000,
      firstCheckMs: 120_000,
      run: async (db) => {
        const result = await runEventRetentionSweep({ db, now: () => new Date(), kick: kickMailWorker })
        if (result.noticed || result.deleted) logger().info(result, 'event retention sweep')
      },
    },
    getDb,
  )
}
