'use server'

import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { shipOrder } from '@/lib/backoffice/shipping/shipments'
import { orderPath, requireOrderNumber } from './order-path'
import { runDesk, typed, type DeskState } from './desk-state'
import { requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

/** One parcel of an order (all open lines, or the ticked ones): recorded, e-mailed with its tracking link. */
export async function shipOrderAction(_previous: DeskState, input: unknown): Promise<DeskState> {
  const form = formOf(input)
  const session = await requireStaffFor('changeStatus')
  const number = requireOrderNumber(form.get('number'))
  const values = typed(form, ['carrier', 'trackingNumber'])
  const lineIds = form.getAll('line').filter((v): v is string => typeof v === 'string')
  return runDesk(
    values,
    async () => {
      const result = await shipOrder(
        await getDb(),
        number,
        {
          carrier: values.carrier ?? '',
          trackingNumber: values.trackingNumber ?? '',
          lineIds: lineIds.length ? lineIds : null,
        },
        session,
      )
      staffLog(session, 'shipped-parcel', { order: number, completes: result.completes })
      kickMailWorker()
      return result.completes
        ? 'Versandt. Die Kundin bzw. der Kunde erhält die Versand-E-Mail mit dem Sendungslink.'
        : 'Teilsendung erfasst. Die Versand-E-Mail nennt die Artikel im Paket; die Bestellung ist teilweise versandt.'
    },
    orderPath(number),
  )
}
