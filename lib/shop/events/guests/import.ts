import { and, count, eq, isNotNull } from 'drizzle-orm'
import { eventActivity, eventHouseholds, eventMemberResponses, eventMembers } from '@/lib/db/schema/events'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { parseGuestList } from '@/lib/shop/design-print/guest-list/parse'
import { readHouseholds } from './import-rows'
import { ownedEvent } from './owner'
import { planImport, type ImportPlan } from './plan'
import type { ImportMode } from './schema'
import { insertHousehold, loadHouseholds, subEventsOf, updateHousehold } from './store'

/**
 * Import of a guest-list file into an event's list (issue 31 point 3): the design tool's parser reads
 * the file, the rows become households, duplicates are matched, and the chosen mode is applied in one
 * transaction (all or nothing).
 */

export type ImportPreview = {
  households: number
  entries: {
    rows: number[]
    name: string
    status: 'new' | 'changed' | 'same'
    matchedName: string | null
    matchedBy: string | null
    changes: string[]
  }[]
  problems: { row: number; message: string }[]
  /** What each mode would do with this file. */
  modes: {
    merge: { added: number; updated: number; kept: number }
    'add-new': { added: number; skipped: number }
    replace: { added: number; removed: number }
  }
  /** Households of the list that answered already (replace deletes their answers). */
  answered: number
}

export type ImportResult = {
  mode: ImportMode
  added: number
  updated: number
  kept: number
  removed: number
  skipped: number
  problems: number
}

async function planFor(
  db: Db,
  eventId: string,
  bytes: Uint8Array,
): Promise<{ plan: ImportPlan; replacing: ImportPlan; existing: number; households: number }> {
  const table = await parseGuestList(bytes)
  const read = readHouseholds(table, await subEventsOf(db, eventId))
  const existing = await loadHouseholds(db, eventId)
  const plan = planImport(existing, read.households, read.present, read.problems)
  // Replace drops the whole list first, so the file is matched against nothing: two of its households
  // that resemble the same old one are both kept (against the old list the second looked like a twin).
  const replacing = planImport([], read.households, read.present, read.problems)
  return { plan, replacing, existing: existing.length, households: read.households.length }
}

/** Households of the event with any answer (a member's response or the household's answered mark). */
async function answeredCount(db: Db, eventId: string): Promise<number> {
  const [marked] = await db
    .select({ n: count() })
    .from(eventHouseholds)
    .where(and(eq(eventHouseholds.eventId, eventId), isNotNull(eventHouseholds.respondedAt)))
  if ((marked?.n ?? 0) > 0) return marked!.n
  const responses = await db
    .selectDistinct({ householdId: eventMembers.householdId })
    .from(eventMemberResponses)
    .innerJoin(eventMembers, eq(eventMembers.id, eventMemberResponses.memberId))
    .innerJoin(eventHouseholds, eq(eventHouseholds.id, eventMembers.householdId))
    .where(eq(eventHouseholds.eventId, eventId))
  return responses.length
}

export async function previewImport(
  db: Db,
  eventId: string,
  customerId: string,
  bytes: Uint8Array,
): Promise<ImportPreview> {
  const event = await ownedEvent(db, eventId, customerId)
  const { plan, replacing, existing } = await planFor(db, event.id, bytes)
  const by = (status: string) => plan.entries.filter((e) => e.status === status).length
  return {
    households: plan.entries.length,
    entries: plan.entries.map((e) => ({
      rows: e.rows,
      name: e.name,
      status: e.status,
      matchedName: e.match?.name ?? null,
      matchedBy: e.match?.by ?? null,
      changes: e.changes,
    })),
    problems: plan.problems,
    modes: {
      merge: { added: by('new'), updated: by('changed'), kept: by('same') },
      'add-new': { added: by('new'), skipped: by('changed') + by('same') },
      replace: { added: replacing.entries.length, removed: existing },
    },
    answered: await answeredCount(db, event.id),
  }
}

export async function importGuests(
  db: Db,
  eventId: string,
  customerId: string,
  bytes: Uint8Array,
  mode: ImportMode,
  confirmReplace: boolean,
): Promise<ImportResult> {
  const event = await ownedEvent(db, eventId, customerId)
  const planned = await planFor(db, event.id, bytes)
  const { existing } = planned
  const plan = mode === 'replace' ? planned.replacing : planned.plan
  if (mode === 'replace' && !confirmReplace && (await answeredCount(db, event.id)) > 0) {
    throw new ShopError(
      'Ersetzen löscht auch die Antworten Ihrer Gäste. Bitte bestätigen Sie das ausdrücklich oder wählen Sie „Zusammenführen“.',
      { status: 409, field: 'confirmReplace' },
    )
  }
  const result: ImportResult = {
    mode,
    added: 0,
    updated: 0,
    kept: 0,
    removed: 0,
    skipped: 0,
    problems: plan.problems.length,
  }
  await db.transaction(async (tx) => {
    if (mode === 'replace') {
      const gone = await tx
        .delete(eventHouseholds)
        .where(eq(eventHouseholds.eventId, event.id))
        .returning({ id: eventHouseholds.id })
      result.removed = gone.length
    }
    for (const entry of plan.entries) {
      if (mode === 'replace' || entry.status === 'new') {
        await insertHousehold(tx, event.id, entry.incoming)
        result.added++
      } else if (mode === 'add-new') result.skipped++
      else if (entry.status === 'same') result.kept++
      else {
        await updateHousehold(tx, entry.match!.id, entry.merged!)
        result.updated++
      }
    }
    await tx.insert(eventActivity).values({
      eventId: event.id,
      kind: 'guests-imported',
      details: {
        mode,
        added: result.added,
        updated: result.updated,
        kept: result.kept,
        removed: result.removed,
        skipped: result.skipped,
        problems: result.problems,
        before: existing,
      },
    })
  })
  return result
}
