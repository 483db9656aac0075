import { and, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm'
import { orderPrintFiles, type OrderPrintFileRow, type PrintFilePart } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { PRINT_LEASE_MS, PRINT_RETRY, printRetryDelayMs } from './backoff'

/** A personalised order line and the files it prints as: `main`, or a photo book's `cover` and `inner`. */
export interface PrintFileLine {
  id: string
  parts: readonly PrintFilePart[]
}

/**
 * Queues one print-file job per part of every personalised line (a line with a design snapshot) of
 * the order. Called inside the order's transaction with the lines it has just written, so the jobs
 * exist exactly when the order does and the lines need not be read back.
 */
export async function enqueuePrintFilesOfLines(
  tx: Db,
  orderId: string,
  lines: readonly PrintFileLine[],
  now = new Date(),
): Promise<number> {
  const values = lines.flatMap((line) =>
    line.parts.map((part) => ({
      orderId,
      lineId: line.id,
      part,
      leaseUntil: now,
      createdAt: now,
      updatedAt: now,
    })),
  )
  if (values.length === 0) return 0
  const rows = await tx
    .insert(orderPrintFiles)
    .values(values)
    .onConflictDoNothing({ target: [orderPrintFiles.lineId, orderPrintFiles.part] })
    .returning({ id: orderPrintFiles.id })
  return rows.length
}

/**
 * Claims due jobs: queued ones whose backoff has passed and rendering ones whose lease ran out (the
 * worker died). SKIP LOCKED keeps concurrent workers off each other's rows; the claim counts the try
 * and sets the lease, so a crash costs one try, never the job.
 */
export async function claimDuePrintFiles(
  db: Db,
  limit: number,
  now = new Date(),
  leaseMs = PRINT_LEASE_MS,
): Promise<OrderPrintFileRow[]> {
  const due = db
    .select({ id: orderPrintFiles.id })
    .from(orderPrintFiles)
    .where(
      and(
        inArray(orderPrintFiles.state, ['queued', 'rendering']),
        lte(orderPrintFiles.leaseUntil, now),
        lt(orderPrintFiles.attempts, PRINT_RETRY.maxAttempts),
      ),
    )
    .orderBy(orderPrintFiles.leaseUntil)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(orderPrintFiles)
    .set({
      state: 'rendering',
      attempts: sql`${orderPrintFiles.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(inArray(orderPrintFiles.id, due))
    .returning()
}

/**
 * A worker still rendering moves its claim's lease on (lib/runtime/lease.ts), so a slow render is not
 * taken over and rendered a second time by another instance.
 */
export async function renewPrintFileLease(
  db: Db,
  job: OrderPrintFileRow,
  leaseMs = PRINT_LEASE_MS,
): Promise<void> {
  await db
    .update(orderPrintFiles)
    .set({ leaseUntil: new Date(Date.now() + leaseMs) })
    .where(currentClaim(job))
}

/** A render whose lease ran out on its last allowed try will not be claimed again: it has failed. */
export async function failAbandonedPrintFiles(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(orderPrintFiles)
    .set({ state: 'failed', lastError: 'rendering did not finish in time', updatedAt: now })
    .where(
      and(
        eq(orderPrintFiles.state, 'rendering'),
        lte(orderPrintFiles.leaseUntil, now),
        sql`${orderPrintFiles.attempts} >= ${PRINT_RETRY.maxAttempts}`,
      ),
    )
    .returning({ id: orderPrintFiles.id })
  return rows.length
}

export interface StoredPrintFile {
  storageKey: string
  sha256: string
  byteSize: number
  pageCount: number
}

/**
 * Records a finished render. Only the claim that is still current may finish the job (same try,
 * still rendering): a worker that outlived its lease must not overwrite a newer outcome.
 */
export async function recordPrintFileDone(
  db: Db,
  job: OrderPrintFileRow,
  file: StoredPrintFile,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(orderPrintFiles)
    .set({ state: 'done', ...file, lastError: null, renderedAt: now, updatedAt: now })
    .where(currentClaim(job))
    .returning({ id: orderPrintFiles.id })
  return rows.length > 0
}

/** Records a failed try: queued again after the backoff, or `failed` after the last allowed try. */
export async function recordPrintFileFailure(
  db: Db,
  job: OrderPrintFileRow,
  error: unknown,
  now = new Date(),
): Promise<'retry' | 'failed' | 'stale'> {
  const giveUp = job.attempts >= PRINT_RETRY.maxAttempts
  const rows = await db
    .update(orderPrintFiles)
    .set({
      state: giveUp ? 'failed' : 'queued',
      leaseUntil: new Date(now.getTime() + printRetryDelayMs(job.attempts)),
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      updatedAt: now,
    })
    .where(currentClaim(job))
    .returning({ id: orderPrintFiles.id })
  if (rows.length === 0) return 'stale'
  return giveUp ? 'failed' : 'retry'
}

function currentClaim(job: OrderPrintFileRow) {
  return and(
    eq(orderPrintFiles.id, job.id),
    eq(orderPrintFiles.state, 'rendering'),
    eq(orderPrintFiles.attempts, job.attempts),
  )
}

/**
 * Staff's "render again": the job starts over with a fresh budget of tries, and a file marked printed
 * is no longer (the new one has not been). A job being rendered right now is left alone (its result
 * comes in a moment); returns whether it was queued.
 */
export async function requeuePrintFile(db: Db, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(orderPrintFiles)
    .set({
      state: 'queued',
      attempts: 0,
      leaseUntil: now,
      lastError: null,
      printedAt: null,
      printedBy: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(orderPrintFiles.id, id),
        or(ne(orderPrintFiles.state, 'rendering'), lte(orderPrintFiles.leaseUntil, now)),
      ),
    )
    .returning({ id: orderPrintFiles.id })
  return rows.length > 0
}

/** Where a part's PDF is stored; `main` keeps the key every file had before parts existed. */
export function printFileKey(orderId: string, lineId: string, part: PrintFilePart = 'main'): string {
  return part === 'main'
    ? `print-files/${orderId}/${lineId}.pdf`
    : `print-files/${orderId}/${lineId}-${part}.pdf`
}
