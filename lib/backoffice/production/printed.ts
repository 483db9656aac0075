import { and, eq, inArray, isNull } from 'drizzle-orm'
import { orderPrintFiles } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { recordOrderAction, type HistoryStaff } from '@/lib/backoffice/history'
import { fill, T } from '@/lib/backoffice/texts'
import { fileLabel, selectedFiles, selectionProblem, type SelectedFile } from './selection'

export type PrintedResult = { ok: true; count: number; message: string } | { ok: false; message: string }

/** Thrown inside the transaction to undo everything when a file changed between check and write. */
class Changed extends Error {}

/**
 * Bulk "printed" (issue 34 point 2, ADR 0091): in ONE transaction every selected file gets when and
 * by whom, each order a "Gedruckt" history entry naming its files, and an order that was only placed
 * or paid moves to "in production" — paper is printed, so the customer can no longer cancel online.
 * A file that may not be marked (unknown, not rendered, already printed, cancelled order) is named
 * in the message and nothing at all is written.
 */
export async function markPrintFilesPrinted(
  db: Db,
  ids: readonly string[],
  staff: HistoryStaff,
  now = new Date(),
): Promise<PrintedResult> {
  try {
    return await db.transaction(async (tx) => {
      const found = await selectedFiles(tx, ids)
      const problem = selectionProblem(ids, found, { printing: true })
      if (problem) return { ok: false, message: problem }
      const marked = await tx
        .update(orderPrintFiles)
        .set({ printedAt: now, printedBy: staff.name, updatedAt: now })
        .where(
          and(
            inArray(orderPrintFiles.id, [...ids]),
            eq(orderPrintFiles.state, 'done'),
            isNull(orderPrintFiles.printedAt),
          ),
        )
        .returning({ id: orderPrintFiles.id })
      // Someone rendered again or marked a file in between: the whole selection is undone.
      if (marked.length !== ids.length) throw new Changed()
      for (const files of byOrder(found).values()) {
        const first = files[0]!
        await recordOrderAction(tx, {
          orderId: first.file.orderId,
          staff,
          action: 'printFilePrinted',
          note: files.map(fileLabel).join(', '),
          at: now,
        })
        if (first.orderStatus === 'placed' || first.orderStatus === 'paid') {
          await changeOrderStatus(
            tx,
            first.orderNumber,
            { to: 'in_production' },
            { staffName: staff.name },
            now,
          )
        }
      }
      const message =
        ids.length === 1
          ? T.production.done.printedOne
          : fill(T.production.done.printed, { count: ids.length })
      return { ok: true, count: ids.length, message }
    })
  } catch (error) {
    // A concurrent status change (409) or file change: nothing was written, staff look again.
    if (error instanceof Changed || (error instanceof ShopError && error.status === 409))
      return { ok: false, message: `${T.error.conflict} ${T.production.refused.nothingChanged}` }
    throw error
  }
}

function byOrder(files: readonly SelectedFile[]): Map<string, SelectedFile[]> {
  const orders = new Map<string, SelectedFile[]>()
  const sorted = [...files].sort((a, b) => a.position - b.position || a.file.part.localeCompare(b.file.part))
  for (const f of sorted) orders.set(f.file.orderId, [...(orders.get(f.file.orderId) ?? []), f])
  return orders
}
