'use server'

import { redirect } from 'next/navigation'
import { ZodError } from 'zod'
import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { ShopError } from '@/lib/shop/common/errors'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { orderPath, requireOrderNumber } from './order-path'
import { actionForStatus } from '@/lib/backoffice/permissions'
import { ORDER_STATUSES } from '@/lib/model/orders'
import { requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

const optional = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/** Moves the order along the state machine as staff; "shipped" queues the customer's e-mail. */
export async function changeOrderStatusAction(formInput: unknown): Promise<void> {
  const form = formOf(formInput)
  // Cancelling and marking paid are their own permissions; an unknown status fails the schema below.
  const to = ORDER_STATUSES.find((status) => status === form.get('to'))
  const session = await requireStaffFor(to ? actionForStatus(to) : 'changeStatus')
  const number = requireOrderNumber(form.get('number'))
  const input = {
    to: form.get('to'),
    carrier: optional(form.get('carrier')),
    trackingNumber: optional(form.get('trackingNumber')),
    note: optional(form.get('note')),
  }
  let problem: string | null = null
  try {
    // The schema in changeOrderStatus parses `to`; a forged value is a ZodError like any other.
    const order = await changeOrderStatus(
      await getDb(),
      number,
      input as Parameters<typeof changeOrderStatus>[2],
      { staffName: session.name },
    )
    staffLog(session, 'changed-order-status', {
      order: number,
      to: order.status,
      trackingNumber: order.trackingNumber,
    })
    if (order.status === 'shipped') kickMailWorker()
  } catch (error) {
    if (error instanceof ZodError)
      problem = error.issues.some((i) => i.path[0] === 'trackingNumber' || i.path[0] === 'carrier')
        ? 'tracking'
        : 'input'
    else if (error instanceof ShopError)
      problem = error.status === 409 && /same time/.test(error.message) ? 'conflict' : 'transition'
    else throw error
    staffLog(session, 'order-status-refused', { order: number, to: input.to, problem })
  }
  // A refused change goes back with what was typed (issue 34 point 3), bounded like the form's fields.
  const typed = {
    to: typeof input.to === 'string' ? input.to.slice(0, 20) : undefined,
    carrier: input.carrier?.slice(0, 40),
    trackingNumber: input.trackingNumber?.slice(0, 40),
    note: input.note?.slice(0, 500),
  }
  redirect(orderPath(number, problem ? { error: problem, ...typed } : { notice: 'status' }))
}
