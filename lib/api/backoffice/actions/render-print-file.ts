'use server'

import { redirect } from 'next/navigation'
import { getDb } from '@/lib/db/client'
import { requeuePrintFile } from '@/lib/shop/design-print/print-files/queue'
import { kickPrintFileWorker } from '@/lib/shop/design-print/print-files/runner'
import { recordOrderAction } from '@/lib/backoffice/history'
import { printFileOfOrder } from '@/lib/backoffice/order-detail'
import { requireStaffFor, staffLog } from '../staff-session'
import { orderPath, requireOrderNumber } from './order-path'
import { formOf } from './form-of'

/** "Render again": the line's print file is queued anew (after a failure, or a fixed font or photo). */
export async function renderPrintFileAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await requireStaffFor('managePrintFiles')
  const number = requireOrderNumber(form.get('number'))
  const db = await getDb()
  const found = await printFileOfOrder(db, number, String(form.get('file') ?? ''))
  const queued = found ? await requeuePrintFile(db, found.file.id) : false
  staffLog(session, 'render-print-file', { order: number, file: found?.file.id ?? null, queued })
  if (found && queued) {
    await recordOrderAction(db, { orderId: found.file.orderId, staff: session, action: 'printFileRendered' })
    kickPrintFileWorker()
  }
  redirect(orderPath(number, queued ? { notice: 'rendering' } : { error: 'busy' }))
}
