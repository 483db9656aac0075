import 'server-only'
import { getDb } from '@/lib/db/client'
import { logger } from '@/lib/log/logger'
import { getStorage } from '@/lib/storage/from-env'
import { processDuePrintFiles } from './worker'

const POLL_MS = 10_000
/** Jobs claimed per pass; a full pass is followed by the next one at once (see tick). */
const PASS_LIMIT = 5

/** One worker per process, on globalThis so dev reloads and bundle copies share it (as the mail worker). */
const state = globalThis as typeof globalThis & {
  __printFileWorker?: { timer: NodeJS.Timeout; running: Promise<void> | null; again: boolean }
}

async function tick(): Promise<void> {
  const worker = state.__printFileWorker
  if (!worker) return
  if (worker.running) {
    // A kick during a pass: run once more afterwards, so a new order does not wait for the next poll.
    worker.again = true
    return
  }
  worker.running = (async () => {
    try {
      const run = await processDuePrintFiles(await getDb(), getStorage(), { limit: PASS_LIMIT })
      if (run.done || run.retried || run.failed) logger().info({ printFiles: run }, 'print files rendered')
      // A full pass means more may be waiting: go on now rather than one pass per poll, so a backlog
      // (after a busy hour) drains at the speed of the PDF thread, not at 5 files per 10 s.
      if (run.done + run.retried + run.failed >= PASS_LIMIT) worker.again = true
      if (run.failed) logger().error({ failed: run.failed }, 'print file given up after the last try')
    } catch (error) {
      logger().error({ err: error }, 'print-file worker run failed')
    } finally {
      worker.running = null
    }
  })()
  await worker.running
  if (worker.again) {
    worker.again = false
    setImmediate(() => void tick())
  }
}

/** Started once at server start-up (lib/server-startup.ts); polls the queue every few seconds. */
export function startPrintFileWorker(): void {
  if (state.__printFileWorker) return
  const timer = setInterval(() => void tick(), POLL_MS)
  timer.unref()
  state.__printFileWorker = { timer, running: null, again: false }
  logger().info('print-file worker started')
}

/** Call after an order (or a "render again") has committed, so its files are made right away. */
export function kickPrintFileWorker(): void {
  if (state.__printFileWorker) setImmediate(() => void tick())
}
