import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { eventActivity, eventHouseholds, events } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'

/** A household's RSVP token: 128 random bits, base64url (22 characters), printed in its QR code. */
export function newRsvpToken(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * "Link neu erzeugen" (issue 31 point 9): the household gets a new token, so its old link and QR code
 * (a lost or forwarded card) stop working at once; the couple prints or sends the new one. Only the
 * event's owner may do it; another customer's event or household is not found. The activity list
 * notes it. Returns the new token.
 */
export async function regenerateRsvpToken(
  db: Db,
  input: { customerId: string; eventId: string; householdId: string },
  now = new Date(),
): Promise<string> {
  const token = newRsvpToken()
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: eventHouseholds.id, name: eventHouseholds.name })
      .from(eventHouseholds)
      .innerJoin(events, eq(events.id, eventHouseholds.eventId))
      .where(
        and(
          eq(eventHouseholds.id, input.householdId),
          eq(eventHouseholds.eventId, input.eventId),
          eq(events.customerId, input.customerId),
        ),
      )
    if (!owned) throw new ShopError('Diesen Haushalt gibt es in Ihrem Event nicht.', { status: 404 })
    await tx
      .update(eventHouseholds)
      .set({ rsvpToken: token, updatedAt: now })
      .where(eq(eventHouseholds.id, owned.id))
    await tx.insert(eventActivity).values({
      eventId: input.eventId,
      householdId: owned.id,
      kind: 'token-revoked',
      details: { household: owned.name },
      createdAt: now,
    })
    return token
  })
}
