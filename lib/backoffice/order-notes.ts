import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { recordOrderAction, type HistoryStaff } from './history'

export const noteSchema = z
  .string()
  .trim()
  .min(1, 'Bitte eine Notiz eingeben.')
  .max(500, 'Die Notiz ist zu lang (höchstens 500 Zeichen).')

/** A note in the order's history without a status change (issue 34 point 3), with the staff member's name. */
export async function addOrderNote(db: Db, number: string, note: string, staff: HistoryStaff): Promise<void> {
  const text = noteSchema.parse(note)
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  if (!order) throw new ShopError(`Die Bestellung ${number} gibt es nicht.`, { status: 404, field: 'number' })
  await recordOrderAction(db, { orderId: order.id, staff, action: 'note', note: text })
}
