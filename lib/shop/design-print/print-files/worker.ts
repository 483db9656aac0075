import { createHash } from 'node:crypto'
import type { OrderPrintFileRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { keepLease } from '@/lib/runtime/lease'
import type { ObjectStorage } from '@/lib/storage/storage'
import { PRINT_LEASE_MS } from './backoff'
import {
  claimDuePrintFiles,
  failAbandonedPrintFiles,
  printFileKey,
  recordPrintFileDone,
  recordPrintFileFailure,
  renewPrintFileLease,
} from './queue'
import { renderOrderLine, type RenderedLine } from './render-line'

export interface PrintWorkerRun {
  done: number
  retried: number
  failed: number
}

export interface PrintWorkerOptions {
  limit?: number
  now?: () => Date
  /** The renderer; tests pass a failing or counting one. */
  render?: (db: Db, storage: ObjectStorage, job: OrderPrintFileRow) => Promise<RenderedLine>
  /** How long a claim holds without renewal; renewed every third of it while rendering. */
  leaseMs?: number
}

/**
 * One pass of the print-file worker: gives up abandoned renders, claims due jobs, renders each and
 * stores the PDF under print-files/<order id>/<line id>.pdf with its SHA-256. Renders run one after
 * another: each can take seconds of CPU, and the shop's requests must keep the other core. While a
 * job renders its lease is renewed, so no other instance renders it a second time meanwhile.
 */
export async function processDuePrintFiles(
  db: Db,
  storage: ObjectStorage,
  options: PrintWorkerOptions = {},
): Promise<PrintWorkerRun> {
  const now = options.now ?? (() => new Date())
  const render = options.render ?? renderOrderLine
  const run: PrintWorkerRun = { done: 0, retried: 0, failed: await failAbandonedPrintFiles(db, now()) }
  const leaseMs = options.leaseMs ?? PRINT_LEASE_MS
  for (const job of await claimDuePrintFiles(db, options.limit ?? 5, now(), leaseMs)) {
    const lease = keepLease(() => renewPrintFileLease(db, job, leaseMs), leaseMs / 3)
    try {
      const { pdf, pageCount } = await render(db, storage, job)
      const storageKey = printFileKey(job.orderId, job.lineId, job.part)
      await storage.put(storageKey, pdf, 'application/pdf')
      const sha256 = createHash('sha256').update(pdf).digest('hex')
      await recordPrintFileDone(db, job, { storageKey, sha256, byteSize: pdf.byteLength, pageCount }, now())
      lease.stop()
      run.done++
    } catch (error) {
      lease.stop()
      const outcome = await recordPrintFileFailure(db, job, error, now())
      if (outcome === 'failed') run.failed++
      else if (outcome === 'retry') run.retried++
    }
  }
  return run
}
