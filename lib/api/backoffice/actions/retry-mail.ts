'use server'

import { redirect } from 'next/navigation'
import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { recordOrderActionByNumber } from '@/lib/backoffice/history'
import { retryOrderMail } from '@/lib/backoffice/order-detail'
import { requireStaffFor, staffLog } from '../staff-session'
import { orderPath, requireOrderNumber } from './order-path'
import { formOf } from './form-of'

/** Sends a failed (or still waiting) e-mail of the order again, now. */
export async function retryMailAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await requireStaffFor('retryMail')
  const number = requireOrderNumber(form.get('number'))
  const mailId = String(form.get('mail') ?? '')
  const db = await getDb()
  const queued = await retryOrderMail(db, number, mailId)
  staffLog(session, 'retry-mail', { order: number, mail: mailId, queued })
  if (queued) {
    await recordOrderActionByNumber(db, number, { staff: session, action: 'mailRetried' })
    kickMailWorker()
  }
  redirect(orderPath(number, queued ? { notice: 'mailQueued' } : { error: 'mail' }))
}
