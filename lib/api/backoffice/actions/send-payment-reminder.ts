'use server'

import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { sendPaymentReminder } from '@/lib/backoffice/money/payments'
import { orderPath, requireOrderNumber } from './order-path'
import { runDesk, type DeskState } from './desk-state'
import { BACKOFFICE_PATH, requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

/** The payment reminder that is due for an overdue invoice (first, then second; each once). */
export async function sendPaymentReminderAction(_previous: DeskState, input: unknown): Promise<DeskState> {
  const form = formOf(input)
  const session = await requireStaffFor('sendReminder')
  const number = requireOrderNumber(form.get('number'))
  return runDesk(
    {},
    async () => {
      const { level } = await sendPaymentReminder(await getDb(), number, session)
      staffLog(session, 'sent-reminder', { order: number, level })
      kickMailWorker()
      return `${level}. Zahlungserinnerung zu ${number} ist verschickt.`
    },
    form.get('from') === 'receivables' ? `${BACKOFFICE_PATH}/receivables` : orderPath(number),
  )
}
