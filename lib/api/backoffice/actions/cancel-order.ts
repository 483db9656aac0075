'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { CANCEL_REASONS } from '@/lib/model/orders'
import { ShopError } from '@/lib/shop/common/errors'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { BACKOFFICE_PATH, requireStaffFor, staffLog } from '../staff-session'
import { orderPath, requireOrderNumber } from './order-path'
import { formOf } from './form-of'

const cancelSchema = z.object({
  reason: z.enum(CANCEL_REASONS),
  note: z.string().trim().max(500).optional(),
  // The preview's button: a cancellation is never one click from the order page.
  confirm: z.literal('yes'),
})

/**
 * Cancels the order for the reason staff chose after seeing what will happen (CancelForm): the
 * history names them and the reason, the e-mail fits the reason (none for fraud).
 */
export async function cancelOrderAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await requireStaffFor('cancel')
  const number = requireOrderNumber(form.get('number'))
  const parsed = cancelSchema.safeParse({
    reason: form.get('reason'),
    note: typeof form.get('note') === 'string' && form.get('note') !== '' ? form.get('note') : undefined,
    confirm: form.get('confirm'),
  })
  if (!parsed.success) {
    staffLog(session, 'cancel-refused', { order: number, problem: 'input' })
    redirect(orderPath(number, { error: 'cancelInput' }))
  }
  const { reason, note } = parsed.data
  let problem: string | null = null
  try {
    await changeOrderStatus(
      await getDb(),
      number,
      { to: 'cancelled', reason, note },
      { staffName: session.name },
    )
    staffLog(session, 'cancelled-order', { order: number, reason })
    if (reason !== 'fraud') kickMailWorker()
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    problem = error.status === 409 && /same time/.test(error.message) ? 'conflict' : 'transition'
    staffLog(session, 'cancel-refused', { order: number, problem })
  }
  redirect(
    problem
      ? `${BACKOFFICE_PATH}/orders/${number}?cancel=${reason}&error=${problem}`
      : orderPath(number, { notice: 'cancelled' }),
  )
}
