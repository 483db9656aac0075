import 'server-only'
import { getDb } from '@/lib/db/client'
import { startScheduledJob } from '@/lib/runtime/scheduled-job'
import { getStorage } from '@/lib/storage/from-env'
import { sweepOrphanUploads } from './sweep'

/**
 * Started at server start-up (lib/server-startup.ts): hourly, the first a minute after start, and once
 * per hour across all instances (lib/runtime/scheduled-job.ts, ADR 0115).
 */
export function startUploadSweep(): void {
  startScheduledJob(
    {
      name: 'upload sweep',
      everyMs: 60 * 60_000,
      leaseMs: 15 * 60_000,
      checkMs: 60_000,
      firstCheckMs: 60_000,
      run: async (db) => {
        await sweepOrphanUploads(db, getStorage())
      },
    },
    getDb,
  )
}
