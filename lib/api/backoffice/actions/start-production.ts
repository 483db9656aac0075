'use server'

import { revalidatePath } from 'next/cache'
import { getDb } from '@/lib/db/client'
import { startProduction } from '@/lib/backoffice/shipping/bulk'
import type { RowProblem } from '@/lib/backoffice/shipping/tracking-csv'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { BACKOFFICE_PATH, requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

export type StartProductionState = { ok: boolean; message: string; problems: RowProblem[] } | null

/** The ticked orders into production at once; one that cannot go stops the batch (nothing changes). */
export async function startProductionAction(
  _previous: StartProductionState,
  input: unknown,
): Promise<StartProductionState> {
  const form = formOf(input)
  const session = await requireStaffFor('changeStatus')
  const numbers = form.getAll('order').filter((v): v is string => typeof v === 'string')
  const wrong = numbers.find((n) => !ORDER_NUMBER_PATTERN.test(n))
  if (wrong !== undefined)
    return { ok: false, message: 'Ungültige Bestellnummer in der Auswahl.', problems: [] }
  const result = await startProduction(await getDb(), numbers, session)
  staffLog(session, 'started-production', { orders: numbers.length, ok: result.ok })
  if (!result.ok) return { ok: false, message: 'Nichts geändert:', problems: result.problems }
  revalidatePath(`${BACKOFFICE_PATH}/shipping`, 'page')
  return { ok: true, message: `${result.count} Bestellungen sind in Produktion.`, problems: [] }
}
