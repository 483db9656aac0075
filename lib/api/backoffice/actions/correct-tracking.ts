'use server'

import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { correctTracking } from '@/lib/backoffice/shipping/shipments'
import { orderPath, requireOrderNumber } from './order-path'
import { runDesk, typed, type DeskState } from './desk-state'
import { requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

/** A mistyped tracking number after the hand-over: corrected, and the customer gets the working link. */
export async function correctTrackingAction(_previous: DeskState, input: unknown): Promise<DeskState> {
  const form = formOf(input)
  const session = await requireStaffFor('changeStatus')
  const number = requireOrderNumber(form.get('number'))
  const values = typed(form, ['carrier', 'trackingNumber'])
  const shipment = String(form.get('shipment') ?? '')
  return runDesk(
    values,
    async () => {
      await correctTracking(
        await getDb(),
        number,
        shipment,
        { carrier: values.carrier ?? '', trackingNumber: values.trackingNumber ?? '' },
        session,
      )
      staffLog(session, 'corrected-tracking', { order: number, shipment })
      kickMailWorker()
      return 'Sendungsnummer korrigiert; die Kundin bzw. der Kunde erhält eine E-Mail mit dem richtigen Link.'
    },
    orderPath(number),
  )
}
