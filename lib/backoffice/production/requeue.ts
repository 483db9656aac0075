import { recordOrderAction, type HistoryStaff } from '@/lib/backoffice/history'
import { fill, T } from '@/lib/backoffice/texts'
import type { Db } from '@/lib/db/types'
import { requeuePrintFile } from '@/lib/shop/design-print/print-files/queue'
import { fileLabel, selectedFiles } from './selection'

export type RequeueResult = { ok: true; message: string } | { ok: false; message: string }

/**
 * "Erneut rendern" from the production queue: the file is queued now with a fresh budget of tries
 * (and is no longer "printed": the new file has not been), and the order's history says who asked.
 * A cancelled order's file is not rendered again; one being rendered right now is left alone.
 */
export async function requeueForProduction(
  db: Db,
  id: string,
  staff: HistoryStaff,
  now = new Date(),
): Promise<RequeueResult> {
  return db.transaction(async (tx) => {
    const [selected] = await selectedFiles(tx, [id])
    if (!selected) return { ok: false, message: fill(T.production.refused.unknown, { ids: id }) }
    const label = fileLabel(selected)
    if (selected.orderStatus === 'cancelled')
      return { ok: false, message: fill(T.production.refused.cancelled, { files: label }) }
    if (!(await requeuePrintFile(tx, id, now)))
      return { ok: false, message: fill(T.production.refused.rendering, { files: label }) }
    await recordOrderAction(tx, {
      orderId: selected.file.orderId,
      staff,
      action: 'printFileRendered',
      note: label,
      at: now,
    })
    return { ok: true, message: fill(T.production.done.requeued, { file: label }) }
  })
}
