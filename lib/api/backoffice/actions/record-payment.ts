'use server'

import { getDb } from '@/lib/db/client'
import { recordPayment } from '@/lib/backoffice/money/payments'
import { orderPath, requireOrderNumber } from './order-path'
import { runDesk, typed, type DeskState } from './desk-state'
import { requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

/** Money received (date and amount; several payments add up). */
export async function recordPaymentAction(_previous: DeskState, input: unknown): Promise<DeskState> {
  const form = formOf(input)
  const session = await requireStaffFor('markPaid')
  const number = requireOrderNumber(form.get('number'))
  const values = typed(form, ['amount', 'receivedOn'])
  return runDesk(
    values,
    async () => {
      const { open } = await recordPayment(
        await getDb(),
        number,
        { amount: values.amount ?? '', receivedOn: values.receivedOn ?? '' },
        session,
      )
      staffLog(session, 'recorded-payment', { order: number, open })
      return open === 0
        ? 'Zahlung erfasst; die Bestellung ist bezahlt.'
        : 'Zahlung erfasst; der Rest ist noch offen.'
    },
    orderPath(number),
  )
}
