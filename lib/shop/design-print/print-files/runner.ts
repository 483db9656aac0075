import 'server-only'
import { getDb } from '@/lib/db/client'
import { logger } from '@/lib/log/logger'
import { createJobRunner } from '@/lib/runtime/job-runner'
import { getStorage } from '@/lib/storage/from-env'
import { processDuePrintFiles } from './worker'

/**
 * A pass takes 5 jobs: a full pass is followed by the next at once, so a backlog (after a busy hour)
 * drains at the speed of the PDF thread, not at 5 files per 10 s.
 */
const printFileWorker = createJobRunner({
  name: 'print-file worker',
  pollMs: 10_000,
  passLimit: 5,
  async pass(limit) {
    const run = await processDuePrintFiles(await getDb(), getStorage(), { limit })
    if (run.done || run.retried || run.failed) logger().info({ printFiles: run }, 'print files rendered')
    if (run.failed) logger().error({ failed: run.failed }, 'print file given up after the last try')
    return run.done + run.retried + run.failed
  },
})

/** Started once at server start-up (lib/server-startup.ts); polls the queue every few seconds. */
export const startPrintFileWorker = (): void => printFileWorker.start()

/** Call after an order (or a "render again") has committed, so its files are made right away. */
export const kickPrintFileWorker = (): void => printFileWorker.kick()
