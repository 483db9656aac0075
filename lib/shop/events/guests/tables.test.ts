import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { addHousehold, editHousehold } from './households'
import { householdInputSchema } from './schema'
import { ownerWithEvent } from './testing/guest-fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 120_000)
afterAll(() => handle.close())

/** The seating plan in the guest list (issue 31 point 7): the couple gives each guest a table. */
describe('tables of the guest list', () => {
  it('are saved per member, kept by an edit that leaves them out, cleared with an empty field', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    const input = householdInputSchema.parse({
      name: 'Familie Berg',
      members: [
        { salutation: 'herr', firstName: 'Max', lastName: 'Berg', tableName: ' 3 ' },
        { salutation: 'frau', firstName: 'Anna', lastName: 'Berg', tableName: 'Rosen' },
      ],
    })
    const added = await addHousehold(handle.db, event.id, owner.id, input)
    expect(added.members.map((m) => m.tableName)).toEqual(['3', 'Rosen'])

    // An import or an older form sends no table: nobody loses theirs.
    const withoutTables = householdInputSchema.parse({
      ...input,
      members: input.members.map(({ tableName: _table, ...m }) => m),
    })
    const kept = await editHousehold(handle.db, event.id, owner.id, added.id, withoutTables)
    expect(kept.members.map((m) => m.tableName)).toEqual(['3', 'Rosen'])

    const cleared = await editHousehold(
      handle.db,
      event.id,
      owner.id,
      added.id,
      householdInputSchema.parse({
        ...input,
        members: [{ ...input.members[0], tableName: '' }, input.members[1]],
      }),
    )
    expect(cleared.members.map((m) => m.tableName)).toEqual([null, 'Rosen'])
  })

  it('refuses a table name longer than 40 characters in words', () => {
    const result = householdInputSchema.safeParse({
      name: 'Ott',
      members: [{ firstName: 'Olga', tableName: 'x'.repeat(41) }],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Tisch: höchstens 40 Zeichen.')
  })
})
