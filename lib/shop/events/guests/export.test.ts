import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventMemberResponses, eventMembers } from '@/lib/db/schema/events'
import { eq } from 'drizzle-orm'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { parseGuestList } from '@/lib/shop/design-print/guest-list/parse'
import { exportGuests, sheetFile, templateSheet, TEMPLATE_COLUMNS } from './export'
import { addHousehold } from './households'
import { importGuests, previewImport } from './import'
import { comparable } from './plan'
import { householdInputSchema } from './schema'
import { loadHouseholds } from './store'
import { ownerWithEvent } from './testing/guest-fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 120_000)
afterAll(() => handle.close())

async function listWithAnswers() {
  const { owner, event } = await ownerWithEvent(handle.db)
  const [standesamt, feier] = event.subEvents
  const berg = await addHousehold(
    handle.db,
    event.id,
    owner.id,
    householdInputSchema.parse({
      name: 'Familie Berg',
      street: 'Lindenstraße 4',
      postcode: '01067',
      city: 'Dresden',
      email: 'berg@example.com',
      tags: ['Familie', 'Trauzeugen'],
      plusOnesAllowed: 1,
      subEventIds: [standesamt!.id, feier!.id],
      members: [
        { salutation: 'herr', firstName: 'Max', lastName: 'Berg' },
        { salutation: 'frau', title: 'Dr.', firstName: 'Anna', lastName: 'Berg' },
        { firstName: 'Mia', lastName: 'Berg', isChild: true },
      ],
    }),
  )
  await addHousehold(
    handle.db,
    event.id,
    owner.id,
    householdInputSchema.parse({
      name: 'Kim & Alex',
      salutationStyle: 'du',
      addresseeOverride: 'Kim und Alex',
      country: 'AT',
      subEventIds: [feier!.id],
      members: [{ salutation: 'divers', firstName: 'Alex', lastName: 'Klein' }],
    }),
  )
  await addHousehold(
    handle.db,
    event.id,
    owner.id,
    householdInputSchema.parse({ name: 'Nur ein Name', subEventIds: [] }),
  )
  const max = berg.members[0]!
  await handle.db
    .update(eventMembers)
    .set({ mealChoice: 'Fisch', diets: ['vegetarian'], allergies: 'Nüsse' })
    .where(eq(eventMembers.id, max.id))
  await handle.db
    .insert(eventMemberResponses)
    .values({ memberId: max.id, subEventId: feier!.id, attending: true })
  // A plus-one the household named when answering: exported, never imported as an invited person.
  await handle.db
    .insert(eventMembers)
    .values({ householdId: berg.id, position: 3, firstName: 'Tom', lastName: 'Gast', isPlusOne: true })
  return { owner, event }
}

describe('guest export', () => {
  it('writes the template columns, one row per person, then answers per sub-event, meal and diets', async () => {
    const { owner, event } = await listWithAnswers()
    const sheet = await exportGuests(handle.db, event.id, owner.id)
    expect(sheet.columns).toEqual([
      ...TEMPLATE_COLUMNS,
      'Als Begleitung angemeldet',
      'Zusage Standesamt',
      'Zusage Feier',
      'Essen',
      'Ernährung',
      'Allergien',
    ])
    const max = sheet.rows[0]!
    expect(max.slice(0, 5)).toEqual(['Familie Berg', 'Herr', '', 'Max', 'Berg'])
    expect(max.slice(-6)).toEqual(['', 'offen', 'ja', 'Fisch', 'vegetarian', 'Nüsse'])
    expect(sheet.rows.map((r) => r[0])).toEqual([
      'Familie Berg',
      'Familie Berg',
      'Familie Berg',
      'Familie Berg',
      'Kim & Alex',
      'Nur ein Name',
    ])
    expect(sheet.rows[3]![TEMPLATE_COLUMNS.length]).toBe('ja')
  })

  it.each(['csv', 'xlsx'] as const)(
    'importing a %s export into an empty event reproduces the list',
    async (format) => {
      const { owner, event } = await listWithAnswers()
      const file = await sheetFile(await exportGuests(handle.db, event.id, owner.id), format, 'Gäste')
      const names = (list: { id: string; name: string }[]) => new Map(list.map((s) => [s.id, s.name]))
      const portable = async (eventId: string, subEvents: Map<string, string>) =>
        (await loadHouseholds(handle.db, eventId)).map((h) => {
          const { subEventIds, ...rest } = comparable(h)
          return { ...rest, subEvents: subEventIds.map((id) => subEvents.get(id)).sort() }
        })
      const target = await ownerWithEvent(handle.db)
      const result = await importGuests(handle.db, target.event.id, target.owner.id, file, 'merge', false)
      expect(result).toMatchObject({ added: 3, problems: 0 })
      expect(await portable(target.event.id, names(target.event.subEvents))).toEqual(
        await portable(event.id, names(event.subEvents)),
      )
      // And into the list it came from: nothing to do (the plus-one stays, answers stay).
      expect((await previewImport(handle.db, event.id, owner.id, file)).modes.merge).toEqual({
        added: 0,
        updated: 0,
        kept: 3,
      })
    },
  )

  it('offers a template in both formats that the parser reads with the German columns', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const parsed = await parseGuestList(await sheetFile(templateSheet(), format, 'Gästeliste'))
      expect(parsed.columns).toEqual(TEMPLATE_COLUMNS)
      expect(parsed.problems).toEqual([])
      expect(parsed.rows).toHaveLength(5)
    }
  })
})
