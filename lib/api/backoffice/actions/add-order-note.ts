'use server'

import { getDb } from '@/lib/db/client'
import { addOrderNote } from '@/lib/backoffice/order-notes'
import { orderPath, requireOrderNumber } from './order-path'
import { runDesk, typed, type DeskState } from './desk-state'
import { requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

/** An internal note in the order's history; the status stays as it is. */
export async function addOrderNoteAction(_previous: DeskState, input: unknown): Promise<DeskState> {
  const form = formOf(input)
  const session = await requireStaffFor('addNote')
  const number = requireOrderNumber(form.get('number'))
  const values = typed(form, ['note'])
  return runDesk(
    values,
    async () => {
      await addOrderNote(await getDb(), number, values.note ?? '', session)
      staffLog(session, 'added-note', { order: number })
      return 'Die Notiz steht im Verlauf.'
    },
    orderPath(number),
  )
}
