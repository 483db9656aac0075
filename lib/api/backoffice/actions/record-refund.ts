'use server'

import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { recordRefund } from '@/lib/backoffice/money/payments'
import { orderPath, requireOrderNumber } from './order-path'
import { runDesk, typed, type DeskState } from './desk-state'
import { requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

/** A refund with amount and reason; issues the credit note and mails it to the customer. */
export async function recordRefundAction(_previous: DeskState, input: unknown): Promise<DeskState> {
  const form = formOf(input)
  const session = await requireStaffFor('refund')
  const number = requireOrderNumber(form.get('number'))
  const values = typed(form, ['amount', 'reason'])
  return runDesk(
    values,
    async () => {
      const { creditNote } = await recordRefund(
        await getDb(),
        number,
        { amount: values.amount ?? '', reason: values.reason ?? '' },
        session,
      )
      staffLog(session, 'refunded', { order: number, creditNote })
      kickMailWorker()
      return `Erstattung erfasst; Rechnungskorrektur ${creditNote} ist ausgestellt und geht per E-Mail an die Kundin bzw. den Kunden.`
    },
    orderPath(number),
  )
}
