import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { eventActivity, eventMemberResponses } from '@/lib/db/schema/events'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { addHousehold, editHousehold, listHouseholds, removeHousehold } from './households'
import { householdInputSchema } from './schema'
import { ownerWithEvent } from './testing/guest-fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 120_000)
afterAll(() => handle.close())

const bergs = householdInputSchema.parse({
  name: 'Familie Berg',
  members: [
    { salutation: 'herr', firstName: 'Max', lastName: 'Berg' },
    { salutation: 'frau', firstName: 'Anna', lastName: 'Berg' },
  ],
})

describe('households of the guest list', () => {
  it('adds with a fresh token, edits keeping kept members and their answers, removes, and logs activity', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    const feier = event.subEvents[1]!.id
    const added = await addHousehold(handle.db, event.id, owner.id, { ...bergs, subEventIds: [feier] })
    const other = await addHousehold(handle.db, event.id, owner.id, { ...bergs, name: 'Zweite' })
    expect(added.rsvpToken).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(other.rsvpToken).not.toBe(added.rsvpToken)
    expect(added.recipientLine).toBe('Herrn und Frau Max und Anna Berg')
    expect(added.letterSalutation).toBe('Sehr geehrter Herr Berg, sehr geehrte Frau Berg')
    const anna = added.members[1]!
    await handle.db
      .insert(eventMemberResponses)
      .values({ memberId: anna.id, subEventId: feier, attending: true })

    const edited = await editHousehold(handle.db, event.id, owner.id, added.id, {
      ...bergs,
      salutationStyle: 'du',
      members: [
        { ...bergs.members[1]!, firstName: 'ANNA' },
        { salutation: 'keine', title: '', firstName: 'Mia', lastName: 'Berg', isChild: true },
      ],
      subEventIds: [feier],
    })
    expect(edited.members.map((m) => m.firstName)).toEqual(['ANNA', 'Mia'])
    expect(edited.members[0]!.id).toBe(anna.id)
    expect(edited.letterSalutation).toBe('Liebe ANNA, hallo Mia')
    expect(
      await handle.db.select().from(eventMemberResponses).where(eq(eventMemberResponses.memberId, anna.id)),
    ).toHaveLength(1)

    await removeHousehold(handle.db, event.id, owner.id, other.id)
    expect((await listHouseholds(handle.db, event.id, owner.id)).map((h) => h.name)).toEqual(['Familie Berg'])
    const kinds = (
      await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, event.id))
    ).map((a) => a.kind)
    expect(kinds.filter((k) => k.startsWith('household'))).toEqual([
      'household-added',
      'household-added',
      'household-removed',
    ])
  })

  it('answers 404 for another customer’s event or household and 422 for a foreign sub-event', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    const mine = await addHousehold(handle.db, event.id, owner.id, bergs)
    const stranger = await ownerWithEvent(handle.db)
    await expect(listHouseholds(handle.db, event.id, stranger.owner.id)).rejects.toMatchObject({
      status: 404,
    })
    await expect(addHousehold(handle.db, event.id, stranger.owner.id, bergs)).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      editHousehold(handle.db, stranger.event.id, stranger.owner.id, mine.id, bergs),
    ).rejects.toMatchObject({ status: 404 })
    await expect(removeHousehold(handle.db, event.id, owner.id, randomUUID())).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      addHousehold(handle.db, event.id, owner.id, {
        ...bergs,
        subEventIds: [stranger.event.subEvents[0]!.id],
      }),
    ).rejects.toMatchObject({ status: 422 })
    expect(await listHouseholds(handle.db, event.id, owner.id)).toHaveLength(1)
  })
})
