import { inArray } from 'drizzle-orm'
import { guestLists } from '@/lib/db/schema/guest-lists'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { quantityStepsForGuests } from '@/lib/shop/sales/pricing/quantity'

/** The guest list a line's design snapshot prints with (ADR 0015), read without trusting its shape. */
export function guestListIdOf(snapshot: unknown): string | null {
  if (typeof snapshot !== 'object' || snapshot === null || !('guestListId' in snapshot)) return null
  const id = snapshot.guestListId
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : null
}

/** Number of guests of each list the lines print with, so the cart can say "für 3 Gäste". */
export async function guestCounts(db: Db, snapshots: readonly unknown[]): Promise<Map<string, number>> {
  const ids = [...new Set(snapshots.map(guestListIdOf).filter((id): id is string => id !== null))]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: guestLists.id, rowCount: guestLists.rowCount })
    .from(guestLists)
    .where(inArray(guestLists.id, ids))
  return new Map(rows.map((row) => [row.id, row.rowCount]))
}

/**
 * A card with a guest list is bought in a quantity that gives every guest a card (ADR 0081): fewer
 * cards than guests is a 422 naming the guest count, so no guest is left without an invitation.
 */
export async function assertQuantityHoldsGuests(db: Db, snapshot: unknown, quantity: number): Promise<void> {
  const id = guestListIdOf(snapshot)
  if (id === null) return
  const guests = (await guestCounts(db, [snapshot])).get(id)
  if (guests !== undefined && quantity < guests) {
    throw new ShopError(
      `The guest list has ${guests} guests: choose at least ${quantityStepsForGuests(guests)[0] ?? guests} cards so every guest gets one`,
      { status: 422, field: 'quantity' },
    )
  }
}
