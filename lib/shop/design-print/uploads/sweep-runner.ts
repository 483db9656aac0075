import 'server-only'
import { getDb } from '@/lib/db/client'
import { logger } from '@/lib/log/logger'
import { globalSlot } from '@/lib/runtime/process-global'
import { getStorage } from '@/lib/storage/from-env'
import { sweepOrphanUploads } from './sweep'

const EVERY_MS = 60 * 60_000

/** One sweep timer per process (lib/runtime/process-global.ts). */
const sweepTimer = globalSlot<NodeJS.Timeout>('__uploadSweep')

async function sweep(): Promise<void> {
  try {
    await sweepOrphanUploads(await getDb(), getStorage())
  } catch (error) {
    // The next hour tries again; a storage outage must not take the server down.
    logger().error({ err: error }, 'orphaned upload sweep failed')
  }
}

/** Started once at server start-up (lib/server-startup.ts): a sweep a minute after start, then hourly. */
export function startUploadSweep(): void {
  if (sweepTimer.get()) return
  const timer = setInterval(() => void sweep(), EVERY_MS)
  timer.unref()
  sweepTimer.set(timer)
  setTimeout(() => void sweep(), 60_000).unref()
}
