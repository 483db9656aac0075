import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventMemberResponses } from '@/lib/db/schema/events'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { TEMPLATE_FIELDS } from './columns'
import { exportGuests, TEMPLATE_COLUMNS, type GuestSheet } from './export'
import { importGuests, previewImport } from './import'
import { comparable } from './plan'
import { loadHouseholds } from './store'
import { csvOf, ownerWithEvent } from './testing/guest-fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 120_000)
afterAll(() => handle.close())

type Field = (typeof TEMPLATE_FIELDS)[number]
type Person = Partial<Record<Field, string>>

/** A template-shaped file from rows of named cells. */
const sheet = (rows: Person[]): GuestSheet => ({
  columns: [...TEMPLATE_COLUMNS],
  rows: rows.map((r) => TEMPLATE_FIELDS.map((f) => r[f] ?? '')),
})

const bergs: Person[] = [
  {
    household: 'Familie Berg',
    salutation: 'Herr',
    firstName: 'Max',
    lastName: 'Berg',
    postcode: '10115',
    city: 'Berlin',
    email: 'max@example.com',
  },
  { household: 'Familie Berg', salutation: 'Frau', title: 'Dr.', firstName: 'Anna', lastName: 'Berg' },
  { household: 'Familie Berg', firstName: 'Mia', lastName: 'Berg', child: 'ja' },
]
const klein: Person[] = [
  {
    household: 'Klein',
    salutation: 'Divers',
    firstName: 'Alex',
    lastName: 'Klein',
    subEvents: 'Feier',
    style: 'du',
  },
]

/** What the list holds, as compared by the import (ids kept, timestamps and tokens left out). */
const snapshot = async (eventId: string) =>
  (await loadHouseholds(handle.db, eventId)).map((h) => ({ id: h.id, ...comparable(h) }))

describe('guest import', () => {
  it('reads households from the template columns, with sub-events, salutations and children', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    const preview = await previewImport(handle.db, event.id, owner.id, csvOf(sheet([...bergs, ...klein])))
    expect(preview.problems).toEqual([])
    expect(preview.modes.merge).toEqual({ added: 2, updated: 0, kept: 0 })
    const result = await importGuests(
      handle.db,
      event.id,
      owner.id,
      csvOf(sheet([...bergs, ...klein])),
      'merge',
      false,
    )
    expect(result).toMatchObject({ added: 2, updated: 0 })
    const [berg, alex] = await loadHouseholds(handle.db, event.id)
    expect(berg).toMatchObject({
      name: 'Familie Berg',
      email: 'max@example.com',
      recipientLine: 'Herrn Max Berg und Frau Dr. Anna Berg und Familie',
      subEventIds: expect.arrayContaining(event.subEvents.map((s) => s.id)),
    })
    expect(berg!.members.map((m) => [m.firstName, m.salutation, m.isChild])).toEqual([
      ['Max', 'herr', false],
      ['Anna', 'frau', false],
      ['Mia', 'keine', true],
    ])
    expect(alex).toMatchObject({
      salutationStyle: 'du',
      recipientLine: 'Alex Klein',
      subEventIds: [event.subEvents[1]!.id],
    })
  })

  it('reports bad rows by number and leaves their household out, importing the rest', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    // Written by hand: the export would defuse the formula with an apostrophe.
    const file = new TextEncoder().encode(
      [
        'Haushalt;Anrede;Vorname;Nachname;Teil-Events;E-Mail',
        'Familie Berg;Herr;Max;Berg;;',
        'Familie Berg;Frau;Anna;Berg;;',
        'Familie Berg;;Mia;Berg;;',
        'Kaputt;Königin;Eva;Kaputt;;',
        'Unbekannt;;Udo;Unbekannt;Polterabend;',
        'Formel;;=HYPERLINK("x");F;;',
        'Mail;;M;M;;kein-at',
      ].join('\n'),
    )
    const preview = await previewImport(handle.db, event.id, owner.id, file)
    expect(preview.problems.map((p) => p.row)).toEqual([5, 6, 7, 8])
    expect(preview.problems.map((p) => p.message).join(' ')).toMatch(
      /Anrede „Königin“.*Polterabend.*Formel.*keine gültige E-Mail/s,
    )
    const result = await importGuests(handle.db, event.id, owner.id, file, 'merge', false)
    expect(result).toMatchObject({ added: 1, problems: 4 })
  })

  it('detects duplicates by name, e-mail or the same people at the same postcode (case, umlauts, spaces)', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    await importGuests(
      handle.db,
      event.id,
      owner.id,
      csvOf(
        sheet([...bergs, { household: 'Jürgen', firstName: 'Jürgen', lastName: 'Groß', postcode: '8010' }]),
      ),
      'merge',
      false,
    )
    const preview = await previewImport(
      handle.db,
      event.id,
      owner.id,
      csvOf(
        sheet([
          {
            household: 'FAMILIE  BERG',
            salutation: 'Herr',
            firstName: 'Max',
            lastName: 'Berg',
            postcode: '10115',
            city: 'Berlin',
            email: 'max@example.com',
          },
          { household: 'Gross', firstName: 'JUERGEN', lastName: 'Gross', postcode: '8010' },
          { household: 'Andere', firstName: 'X', lastName: 'Y', email: 'MAX@example.com' },
        ]),
      ),
    )
    expect(preview.entries.map((e) => [e.name, e.status, e.matchedBy])).toEqual([
      ['FAMILIE  BERG', 'changed', 'name'],
      ['Gross', 'changed', 'members'],
    ])
    expect(preview.problems).toEqual([
      { row: 4, message: expect.stringMatching(/„Andere“ steht schon in Zeile 2/) },
    ])
  })

  it('replace asks for confirmation when guests answered, then deletes answers and list', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    await importGuests(handle.db, event.id, owner.id, csvOf(sheet(bergs)), 'merge', false)
    const [berg] = await loadHouseholds(handle.db, event.id)
    await handle.db
      .insert(eventMemberResponses)
      .values({ memberId: berg!.members[0]!.id, subEventId: event.subEvents[0]!.id, attending: true })
    const before = await snapshot(event.id)
    await expect(
      importGuests(handle.db, event.id, owner.id, csvOf(sheet(klein)), 'replace', false),
    ).rejects.toMatchObject({ status: 409 })
    expect(await snapshot(event.id)).toEqual(before)
    expect((await previewImport(handle.db, event.id, owner.id, csvOf(sheet(klein)))).answered).toBe(1)
    const result = await importGuests(handle.db, event.id, owner.id, csvOf(sheet(klein)), 'replace', true)
    expect(result).toMatchObject({ added: 1, removed: 1 })
    expect((await loadHouseholds(handle.db, event.id)).map((h) => h.name)).toEqual(['Klein'])
  })

  it('refuses another customer’s event like a missing one', async () => {
    const { event } = await ownerWithEvent(handle.db)
    const { owner: other } = await ownerWithEvent(handle.db)
    await expect(previewImport(handle.db, event.id, other.id, csvOf(sheet(bergs)))).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      importGuests(handle.db, event.id, other.id, csvOf(sheet(bergs)), 'merge', false),
    ).rejects.toMatchObject({ status: 404 })
  })
})

const FIRST = ['Anna', 'Ben', 'Jürgen', 'Mia']
const LAST = ['Berg', 'Müller', 'MUELLER', 'Klein']
const personArb = fc.record({
  salutation: fc.constantFrom('Herr', 'Frau', 'Divers', ''),
  title: fc.constantFrom('', 'Dr.'),
  firstName: fc.constantFrom(...FIRST),
  lastName: fc.constantFrom(...LAST),
  child: fc.constantFrom('ja', 'nein'),
  table: fc.constantFrom('', '1', '2', 'Rosen'),
})
const householdArb = fc.record({
  household: fc.constantFrom('Familie Berg', 'familie berg', 'Müllers', 'Kleins', 'WG', 'Oma'),
  email: fc.constantFrom('', 'a@example.com', 'b@example.com'),
  postcode: fc.constantFrom('10115', '8010'),
  city: fc.constantFrom('Berlin', 'Graz'),
  tags: fc.constantFrom('', 'Familie', 'Freunde, Verein'),
  subEvents: fc.constantFrom('', 'Feier', 'Standesamt, Feier', 'keine'),
  people: fc.array(personArb, { minLength: 1, maxLength: 3 }),
})
const fileArb = fc.array(householdArb, { maxLength: 5 }).map((households) =>
  sheet(
    households.flatMap(({ people, ...h }, i) =>
      people.map((p, j) => ({
        ...(j === 0 ? h : { household: h.household }),
        ...p,
        household: `${h.household}` || `H${i}`,
      })),
    ),
  ),
)

/** The file without one of its columns (an older template, or a list kept elsewhere). */
const withoutColumn = (file: GuestSheet, column: string): GuestSheet => {
  const at = file.columns.indexOf(column)
  return {
    columns: file.columns.filter((_, i) => i !== at),
    rows: file.rows.map((row) => row.filter((_, i) => i !== at)),
  }
}

/** Every person's table in list order, by household and name. */
const tablesOf = async (eventId: string) =>
  (await loadHouseholds(handle.db, eventId)).flatMap((h) =>
    h.members.map((m) => `${h.name}/${m.firstName} ${m.lastName}: ${m.tableName ?? '–'}`),
  )

describe('the Tisch column', () => {
  it('sets tables on import, shows "Tisch" as the change and comes back in the export', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    await importGuests(handle.db, event.id, owner.id, csvOf(sheet(bergs)), 'merge', false)
    const seated = sheet(bergs.map((p, i) => ({ ...p, table: i === 2 ? 'Kindertisch' : '3' })))
    const preview = await previewImport(handle.db, event.id, owner.id, csvOf(seated))
    expect(preview.entries.map((e) => [e.status, e.changes])).toEqual([['changed', ['Tisch']]])
    await importGuests(handle.db, event.id, owner.id, csvOf(seated), 'merge', false)
    expect(await tablesOf(event.id)).toEqual([
      'Familie Berg/Max Berg: 3',
      'Familie Berg/Anna Berg: 3',
      'Familie Berg/Mia Berg: Kindertisch',
    ])
    const exported = await exportGuests(handle.db, event.id, owner.id)
    const table = exported.columns.indexOf('Tisch')
    expect(exported.rows.map((r) => r[table])).toEqual(['3', '3', 'Kindertisch'])
  })

  it('reports a table name longer than 40 characters by row', async () => {
    const { owner, event } = await ownerWithEvent(handle.db)
    const file = sheet([{ ...bergs[0], table: 'x'.repeat(41) }])
    const preview = await previewImport(handle.db, event.id, owner.id, csvOf(file))
    expect(preview.problems).toEqual([{ row: 2, message: 'Zeile 2: Tisch: höchstens 40 Zeichen.' }])
  })
})

describe('guest import properties', () => {
  // Each run makes events on a real database: slow on a busy machine, hence the longer timeouts.
  const runs = { numRuns: 12 }

  it('importing the same file twice in merge mode changes nothing the second time', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, async (file) => {
        const { owner, event } = await ownerWithEvent(handle.db)
        await importGuests(handle.db, event.id, owner.id, csvOf(file), 'merge', false)
        const once = await snapshot(event.id)
        const again = await importGuests(handle.db, event.id, owner.id, csvOf(file), 'merge', false)
        expect(again).toMatchObject({ added: 0, updated: 0 })
        expect(await snapshot(event.id)).toEqual(once)
      }),
      runs,
    )
  }, 120_000)

  it('add-new-only never changes an existing household', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, fileArb, async (first, second) => {
        const { owner, event } = await ownerWithEvent(handle.db)
        await importGuests(handle.db, event.id, owner.id, csvOf(first), 'merge', false)
        const before = await snapshot(event.id)
        const result = await importGuests(handle.db, event.id, owner.id, csvOf(second), 'add-new', false)
        const after = await snapshot(event.id)
        expect(after.slice(0, before.length)).toEqual(before)
        expect(after).toHaveLength(before.length + result.added)
      }),
      runs,
    )
  }, 120_000)

  it('merge loses and duplicates no household: every old one stays, every file household is there once', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, fileArb, async (first, second) => {
        const { owner, event } = await ownerWithEvent(handle.db)
        await importGuests(handle.db, event.id, owner.id, csvOf(first), 'merge', false)
        const before = await snapshot(event.id)
        const preview = await previewImport(handle.db, event.id, owner.id, csvOf(second))
        const result = await importGuests(handle.db, event.id, owner.id, csvOf(second), 'merge', false)
        const after = await snapshot(event.id)
        expect(after.map((h) => h.id).slice(0, before.length)).toEqual(before.map((h) => h.id))
        expect(after).toHaveLength(before.length + result.added)
        expect(result.added + result.updated + result.kept).toBe(preview.households)
        expect(new Set(after.map((h) => h.id)).size).toBe(after.length)
      }),
      runs,
    )
  }, 120_000)

  it('a file without the Tisch column keeps every table; with it, the file’s tables are set', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, fileArb, async (first, second) => {
        const { owner, event } = await ownerWithEvent(handle.db)
        await importGuests(handle.db, event.id, owner.id, csvOf(first), 'merge', false)
        const before = await snapshot(event.id)
        const tables = await tablesOf(event.id)
        // The same file without tables: nothing changes, nobody is unseated.
        const again = await importGuests(
          handle.db,
          event.id,
          owner.id,
          csvOf(withoutColumn(first, 'Tisch')),
          'merge',
          false,
        )
        expect(again).toMatchObject({ added: 0, updated: 0 })
        expect(await snapshot(event.id)).toEqual(before)
        // Another file without tables: the people who stay keep their table.
        await importGuests(
          handle.db,
          event.id,
          owner.id,
          csvOf(withoutColumn(second, 'Tisch')),
          'merge',
          false,
        )
        for (const line of await tablesOf(event.id)) {
          const person = line.slice(0, line.lastIndexOf(':'))
          const old = tables.find((t) => t.startsWith(`${person}:`))
          if (old && tables.filter((t) => t.startsWith(`${person}:`)).length === 1) expect(line).toBe(old)
        }
        // With tables, the list holds what the file says (a merge of the same file adds nothing).
        await importGuests(handle.db, event.id, owner.id, csvOf(second), 'merge', false)
        const fresh = await ownerWithEvent(handle.db)
        await importGuests(handle.db, fresh.event.id, fresh.owner.id, csvOf(second), 'merge', false)
        const seatedByFile = new Set(await tablesOf(fresh.event.id))
        for (const line of await tablesOf(event.id)) {
          const person = line.slice(0, line.lastIndexOf(':'))
          const fromFile = [...seatedByFile].filter((t) => t.startsWith(`${person}:`))
          if (fromFile.length === 1) expect(line).toBe(fromFile[0])
        }
      }),
      runs,
    )
  }, 120_000)

  it('replace keeps two file households that resemble the same old one (seed 377682415)', async () => {
    const columns = [...'Haushalt,Anrede,Titel,Vorname,Nachname,Kind,PLZ,Ort'.split(',')]
    const row = (household: string, last: string) => [
      household,
      'Herr',
      '',
      'Anna',
      last,
      'ja',
      '10115',
      'Berlin',
    ]
    const { owner, event } = await ownerWithEvent(handle.db)
    await importGuests(
      handle.db,
      event.id,
      owner.id,
      csvOf({ columns, rows: [row('Familie Berg', 'Berg')] }),
      'merge',
      false,
    )
    const second = csvOf({ columns, rows: [row('Müllers', 'Berg'), row('Familie Berg', 'Klein')] })
    const preview = await previewImport(handle.db, event.id, owner.id, second)
    expect(preview.modes.replace).toEqual({ added: 2, removed: 1 })
    await importGuests(handle.db, event.id, owner.id, second, 'replace', false)
    expect((await snapshot(event.id)).map((h) => h.name).sort()).toEqual(['Familie Berg', 'Müllers'])
  })

  it('replace leaves exactly the file’s households', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, fileArb, async (first, second) => {
        const { owner, event } = await ownerWithEvent(handle.db)
        await importGuests(handle.db, event.id, owner.id, csvOf(first), 'merge', false)
        const preview = await previewImport(handle.db, event.id, owner.id, csvOf(second))
        await importGuests(handle.db, event.id, owner.id, csvOf(second), 'replace', false)
        const fresh = await ownerWithEvent(handle.db)
        await importGuests(handle.db, fresh.event.id, fresh.owner.id, csvOf(second), 'merge', false)
        const strip = (
          list: Awaited<ReturnType<typeof snapshot>>,
          subEvents: { id: string; name: string }[],
        ) =>
          list.map(({ id: _id, subEventIds, ...h }) => ({
            ...h,
            subEvents: subEventIds.map((s) => subEvents.find((x) => x.id === s)!.name).sort(),
          }))
        const replaced = strip(await snapshot(event.id), event.subEvents)
        expect(replaced).toHaveLength(preview.modes.replace.added)
        expect(replaced).toEqual(strip(await snapshot(fresh.event.id), fresh.event.subEvents))
      }),
      runs,
    )
  }, 120_000)
})
