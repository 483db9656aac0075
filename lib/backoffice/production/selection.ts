import { eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import {
  orderLines,
  orderPrintFiles,
  orders,
  type OrderPrintFileRow,
  type PrintFilePart,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OrderStatus } from '@/lib/model/orders'
import { fill, T } from '@/lib/backoffice/texts'
import { PRODUCTION_LIMITS } from './limits'

/** The ticked print files as a request carries them: distinct ids, at least one, at most the limit. */
export const selectionSchema = z
  .array(z.uuid())
  .min(1, T.production.refused.input)
  .max(
    PRODUCTION_LIMITS.selectedFiles,
    fill(T.production.refused.tooMany, { max: PRODUCTION_LIMITS.selectedFiles }),
  )
  .transform((ids) => [...new Set(ids)])

/** A selected file with its order, as the checks and the actions need it. */
export interface SelectedFile {
  file: OrderPrintFileRow
  orderNumber: string
  orderStatus: OrderStatus
  position: number
}

export async function selectedFiles(db: Db, ids: readonly string[]): Promise<SelectedFile[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      file: orderPrintFiles,
      orderNumber: orders.number,
      orderStatus: orders.status,
      position: orderLines.position,
    })
    .from(orderPrintFiles)
    .innerJoin(orders, eq(orders.id, orderPrintFiles.orderId))
    .innerJoin(orderLines, eq(orderLines.id, orderPrintFiles.lineId))
    .where(inArray(orderPrintFiles.id, [...ids]))
  return rows.map((row) => ({ ...row, position: row.position + 1 }))
}

/** "KS-100001 · Pos. 2 (Umschlag)": how staff find a file on the page, in messages and in the history. */
export function printFileLabel(orderNumber: string, position: number, part: PrintFilePart): string {
  const suffix = part === 'main' ? '' : ` (${T.detail.printPart[part]})`
  return `${fill(T.production.file, { number: orderNumber, position })}${suffix}`
}

export const fileLabel = (selected: SelectedFile) =>
  printFileLabel(selected.orderNumber, selected.position, selected.file.part)

type Refusal = keyof typeof T.production.refused

/**
 * Everything wrong with a selection, as one German message naming each refused file, or null when
 * every file may go. `printing` also refuses files already marked printed (a ZIP may hold them).
 */
export function selectionProblem(
  ids: readonly string[],
  found: readonly SelectedFile[],
  rule: { printing: boolean },
): string | null {
  const problems = new Map<Refusal, string[]>()
  const add = (kind: Refusal, label: string) => problems.set(kind, [...(problems.get(kind) ?? []), label])
  for (const id of ids) if (!found.some((f) => f.file.id === id)) add('unknown', id)
  for (const selected of found) {
    const label = fileLabel(selected)
    if (selected.orderStatus === 'cancelled') add('cancelled', label)
    else if (selected.file.state !== 'done' || !selected.file.storageKey) add('notReady', label)
    else if (rule.printing && selected.file.printedAt) add('alreadyPrinted', label)
  }
  if (problems.size === 0) return null
  return [...problems]
    .map(([kind, labels]) =>
      fill(T.production.refused[kind], { ids: labels.join(', '), files: labels.join(', ') }),
    )
    .join(' ')
}
