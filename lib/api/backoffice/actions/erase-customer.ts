'use server'

import { redirect } from 'next/navigation'
import { getDb } from '@/lib/db/client'
import { eraseCustomer } from '@/lib/backoffice/customers'
import { BACKOFFICE_PATH, requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

const ERRORS = {
  notFound: 'customerNotFound',
  confirm: 'eraseConfirm',
  openOrders: 'openOrders',
  staff: 'eraseStaff',
} as const

/** An erasure the customer asked for by letter or phone, done by an owner after typing the address. */
export async function eraseCustomerAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await requireStaffFor('eraseCustomer')
  const id = String(form.get('customer') ?? '')
  const outcome = await eraseCustomer(await getDb(), id, String(form.get('confirmEmail') ?? ''))
  staffLog(session, outcome.ok ? 'erased-customer' : 'erase-customer-refused', {
    customer: id,
    ...(outcome.ok ? {} : { reason: outcome.reason }),
  })
  if (outcome.ok) redirect(`${BACKOFFICE_PATH}/customers?notice=erased`)
  redirect(`${BACKOFFICE_PATH}/customers/${encodeURIComponent(id)}?error=${ERRORS[outcome.reason]}`)
}
