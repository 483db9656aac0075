import 'server-only'
import { getDb } from '@/lib/db/client'
import { logger } from '@/lib/log/logger'
import { kickMailWorker } from '@/lib/mail/runner'
import { globalSlot } from '@/lib/runtime/process-global'
import { runEventRetentionSweep } from './retention'

const EVERY_MS = 60 * 60_000

/** One sweep timer per process (lib/runtime/process-global.ts). */
const sweepTimer = globalSlot<NodeJS.Timeout>('__eventRetentionSweep')

async function sweep(): Promise<void> {
  try {
    const result = await runEventRetentionSweep({
      db: await getDb(),
      now: () => new Date(),
      kick: kickMailWorker,
    })
    if (result.noticed || result.deleted) logger().info(result, 'event retention sweep')
  } catch (error) {
    // The next hour tries again; a database hiccup must not take the server down.
    logger().error({ err: error }, 'event retention sweep failed')
  }
}

/** Started once at server start-up (lib/server-startup.ts): a sweep two minutes after start, then hourly. */
export function startEventRetentionSweep(): void {
  if (sweepTimer.get()) return
  const timer = setInterval(() => void sweep(), EVERY_MS)
  timer.unref()
  sweepTimer.set(timer)
  setTimeout(() => void sweep(), 120_000).unref()
}
