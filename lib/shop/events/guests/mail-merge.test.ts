import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { RSVP_LINK_COLUMN } from '@/lib/model/events'
import { findGuestList, guestListValues } from '@/lib/shop/design-print/guest-list/guest-lists'
import { addHousehold } from './households'
import { eventMailMergeList } from './mail-merge'
import { householdInputSchema } from './schema'
import { ownerWithEvent } from './testing/guest-fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 120_000)
afterAll(() => handle.close())

describe('the guest list for the design tool’s mail merge', () => {
  it('is one row per household: recipient line, salutation, address and the personal RSVP link', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    const berg = await addHousehold(
      handle.db,
      event.id,
      owner.id,
      householdInputSchema.parse({
        name: 'Familie Berg',
        street: 'Lindenstraße 4',
        postcode: '10115',
        city: 'Berlin',
        members: [
          { salutation: 'herr', firstName: 'Max', lastName: 'Berg' },
          { salutation: 'frau', firstName: 'Anna', lastName: 'Berg' },
        ],
      }),
    )
    await addHousehold(handle.db, event.id, owner.id, householdInputSchema.parse({ name: '=Formel' }))
    const summary = await eventMailMergeList(handle.db, event.id, owner.id, ['Name', 'Anrede', 'RSVP-Link'])
    expect(summary.columns).toContain(RSVP_LINK_COLUMN)
    expect(summary.mapping).toEqual({ Name: 'Name', Anrede: 'Anrede', 'RSVP-Link': RSVP_LINK_COLUMN })
    expect(summary.rowCount).toBe(2)
    expect(summary.origin).toMatchObject({ eventId: event.id, title: event.title })
    expect(Date.parse(summary.origin.copiedAt)).not.toBeNaN()
    // A name the spreadsheet would run as a formula is reported like in an upload.
    expect(summary.problems.map((p) => p.code)).toEqual(['formula'])
    const list = await findGuestList(handle.db, summary.id, { visitorKey: null, customerId: owner.id })
    const [first] = guestListValues(list!)
    expect(first).toMatchObject({
      Name: 'Herrn und Frau Max und Anna Berg',
      Anrede: 'Sehr geehrter Herr Berg, sehr geehrte Frau Berg',
      Straße: 'Lindenstraße 4',
      PLZ: '10115',
    })
    expect(first![RSVP_LINK_COLUMN]).toMatch(new RegExp(`/r/${berg.rsvpToken}$`))
  })

  it('refuses another customer’s event like a missing one', async () => {
    const { event } = await ownerWithEvent(handle.db)
    const { owner: other } = await ownerWithEvent(handle.db)
    await expect(eventMailMergeList(handle.db, event.id, other.id, [])).rejects.toMatchObject({ status: 404 })
  })
})
