import { and, eq } from 'drizzle-orm'
import { eventHouseholds, eventMembers } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * "Namen eingeben" (issue 31 point 4): a guest without the personal link finds their invitation by
 * first and last name. Exactly one household with a member of that name is found; none or several
 * give nothing, so the answer never tells who else is invited (the route shows one neutral message
 * either way and rate-limits the attempts). Names compare without case, accents and extra spaces,
 * with ä/ae, ö/oe, ü/ue and ß/ss alike.
 */
export async function findHouseholdToken(
  db: Db,
  eventId: string,
  name: { firstName: string; lastName: string },
): Promise<string | null> {
  const first = normalisedName(name.firstName)
  const last = normalisedName(name.lastName)
  if (!first || !last) return null
  const rows = await db
    .select({
      householdId: eventHouseholds.id,
      token: eventHouseholds.rsvpToken,
      firstName: eventMembers.firstName,
      lastName: eventMembers.lastName,
    })
    .from(eventMembers)
    .innerJoin(eventHouseholds, eq(eventHouseholds.id, eventMembers.householdId))
    .where(and(eq(eventHouseholds.eventId, eventId), eq(eventMembers.isPlusOne, false)))
  const matches = new Map<string, string>()
  for (const row of rows) {
    if (normalisedName(row.firstName) === first && normalisedName(row.lastName) === last) {
      matches.set(row.householdId, row.token)
    }
  }
  return matches.size === 1 ? ([...matches.values()][0] ?? null) : null
}

const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

export function normalisedName(value: string): string {
  return value
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => SPELLED_OUT[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}
