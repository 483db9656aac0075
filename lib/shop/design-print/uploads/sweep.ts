import { inArray, or } from 'drizzle-orm'
import { uploads } from '@/lib/db/schema/uploads'
import type { Db } from '@/lib/db/types'
import { logger } from '@/lib/log/logger'
import { thumbKeyOf } from './uploads'
import type { ObjectStorage, StoredObject } from '@/lib/storage/storage'

/**
 * Files younger than this are never swept: an upload stores its files before it writes its row
 * (lib/shop/design-print/uploads/uploads.ts createUpload), so a file without a row may simply be seconds old.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000

const BATCH = 200

/**
 * Removes upload files that no row points at any more and that are older than the grace period: the
 * leftovers of a crash between storing and writing the row, of a clean-up that failed, or of an
 * account deletion whose file removal did not finish (rows are deleted first, in the transaction).
 * Also removes temp files of writes a crash interrupted (local disk), older than the same grace period.
 * Returns how many files were looked at and removed.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: ObjectStorage,
  options: { now?: Date; graceMs?: number } = {},
): Promise<{ checked: number; removed: number }> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS)
  let checked = 0
  let removed = 0
  let batch: StoredObject[] = []
  const flush = async () => {
    const keys = batch.map((o) => o.key)
    batch = []
    if (keys.length === 0) return
    // A thumbnail has no column: it belongs to the row of the preview it lies next to.
    const previews = keys.map((key) => key.replace(/-thumb\.webp$/, '-preview.webp'))
    const rows = await db
      .select({ print: uploads.printKey, preview: uploads.previewKey })
      .from(uploads)
      .where(or(inArray(uploads.printKey, keys), inArray(uploads.previewKey, previews)))
    const referenced = new Set(rows.flatMap((r) => [r.print, r.preview, thumbKeyOf(r.preview)]))
    for (const key of keys) {
      if (referenced.has(key)) continue
      await storage.delete(key)
      removed++
    }
  }
  for await (const object of storage.list('uploads/')) {
    checked++
    if (object.modifiedAt.getTime() > cutoff) continue
    batch.push(object)
    if (batch.length >= BATCH) await flush()
  }
  await flush()
  removed += await storage.removeIncompleteWrites(new Date(cutoff))
  if (removed > 0) logger().info({ checked, removed }, 'orphaned upload files removed')
  return { checked, removed }
}
