import { z } from 'zod'
import type { EventSubEventRow } from '@/lib/db/schema/events'
import { findColumn, groupGuestRows, type GuestRowGroup } from '@/lib/shop/design-print/guest-list/groups'
import { GuestListRejected } from '@/lib/shop/design-print/guest-list/errors'
import type { GuestTable } from '@/lib/shop/design-print/guest-list/table'
import {
  GUEST_COLUMNS,
  NO_SUB_EVENTS,
  readCountry,
  readSalutation,
  readYesNo,
  splitList,
  type GuestField,
} from './columns'
import { normaliseKey } from './normalise'
import { householdInputSchema, type HouseholdInput, type MemberInput } from './schema'

/** A problem of the file, by spreadsheet row (the heading row is 1). */
export type RowProblem = { row: number; message: string }

/** A household as the file describes it, with the rows it came from. */
export type IncomingHousehold = { rows: number[]; input: HouseholdInput }

export type ReadHouseholds = {
  households: IncomingHousehold[]
  /** Households left out because one of their rows has a problem; each problem names its row. */
  problems: RowProblem[]
  /** Fields whose column the file has: a merge keeps an existing household's value for the others. */
  present: ReadonlySet<GuestField>
}

const HOUSEHOLD_FIELDS = [
  'email',
  'street',
  'street2',
  'postcode',
  'city',
  'country',
  'tags',
  'subEvents',
  'plusOnes',
  'style',
  'override',
] as const satisfies readonly GuestField[]

const emailSchema = z.email()

/**
 * The households of a parsed guest list (lib/shop/design-print/guest-list parses and checks the file;
 * this maps its rows). A household with any bad row is left out as a whole and reported, so an import
 * never takes half a family.
 */
export function readHouseholds(table: GuestTable, subEvents: readonly EventSubEventRow[]): ReadHouseholds {
  const column = Object.fromEntries(
    (Object.keys(GUEST_COLUMNS) as GuestField[]).map((f) => [f, findColumn(table.columns, GUEST_COLUMNS[f])]),
  ) as Record<GuestField, string | null>
  if (!column.household && !column.lastName && !column.firstName) {
    throw new GuestListRejected(
      'Die Liste braucht eine Spalte „Haushalt“ oder „Vorname“/„Nachname“ – am besten die Vorlage verwenden.',
      422,
    )
  }
  const present = new Set((Object.keys(column) as GuestField[]).filter((f) => column[f] !== null))
  const fileProblems = new Map<number, string>()
  for (const p of table.problems) if (!fileProblems.has(p.row)) fileProblems.set(p.row, toGerman(p))
  const subEventByName = new Map(subEvents.map((s) => [normaliseKey(s.name), s.id]))

  const households: IncomingHousehold[] = []
  const problems: RowProblem[] = []
  for (const group of groupGuestRows(table, column.household, normaliseKey)) {
    const read = readGroup(group, column, subEventByName, subEvents)
    const fromFile = group.rows.flatMap((r) => {
      const message = fileProblems.get(r.row)
      return message ? [{ row: r.row, message }] : []
    })
    const found = [...fromFile, ...read.problems]
    if (found.length > 0 || !read.input) problems.push(...found)
    else households.push({ rows: group.rows.map((r) => r.row), input: read.input })
  }
  problems.sort((a, b) => a.row - b.row)
  return { households, problems, present }
}

function readGroup(
  group: GuestRowGroup,
  column: Record<GuestField, string | null>,
  subEventByName: ReadonlyMap<string, string>,
  subEvents: readonly EventSubEventRow[],
): { input: HouseholdInput | null; problems: RowProblem[] } {
  const problems: RowProblem[] = []
  const cell = (values: Record<string, string>, field: GuestField) => {
    const name = column[field]
    return name ? (values[name] ?? '').trim() : ''
  }
  // Household fields: the first row that fills one decides; a different value later is a mistake.
  const household: Partial<Record<GuestField, { value: string; row: number }>> = {}
  for (const { row, values } of group.rows) {
    for (const field of HOUSEHOLD_FIELDS) {
      const value = cell(values, field)
      if (value === '') continue
      const first = household[field]
      if (!first) household[field] = { value, row }
      else if (normaliseKey(first.value) !== normaliseKey(value)) {
        problems.push({
          row,
          message: `Zeile ${row}: ${column[field]} „${value}“ weicht von Zeile ${first.row} desselben Haushalts ab („${first.value}“).`,
        })
      }
    }
  }
  const value = (field: GuestField) => household[field]?.value ?? ''
  const at = (field: GuestField) => household[field]?.row ?? group.rows[0]!.row

  const members: MemberInput[] = []
  for (const { row, values } of group.rows) {
    if (readYesNo(cell(values, 'plusOne')) === true) continue
    const firstName = cell(values, 'firstName')
    const lastName = cell(values, 'lastName')
    if (firstName === '' && lastName === '') {
      if (group.key === '')
        problems.push({ row, message: `Zeile ${row}: weder Haushalt noch Name angegeben.` })
      continue
    }
    const salutation = readSalutation(cell(values, 'salutation'))
    if (!salutation)
      problems.push({
        row,
        message: `Zeile ${row}: Anrede „${cell(values, 'salutation')}“ – bitte Herr, Frau, Divers oder leer lassen.`,
      })
    const isChild = readYesNo(cell(values, 'child'))
    if (isChild === null)
      problems.push({ row, message: `Zeile ${row}: Kind „${cell(values, 'child')}“ – bitte ja oder nein.` })
    members.push({
      salutation: salutation ?? 'keine',
      title: cell(values, 'title'),
      firstName,
      lastName,
      isChild: isChild ?? false,
      // Without a Tisch column the member's table is left out, so an import keeps the one it has.
      ...(column.table ? { tableName: cell(values, 'table') } : {}),
    })
  }

  const email = value('email')
  const emailOk = email === '' || emailSchema.safeParse(email).success
  if (!emailOk)
    problems.push({
      row: at('email'),
      message: `Zeile ${at('email')}: „${email}“ ist keine gültige E-Mail-Adresse.`,
    })
  const country = readCountry(value('country'))
  if (!country)
    problems.push({
      row: at('country'),
      message: `Zeile ${at('country')}: Land „${value('country')}“ – bitte als Ländercode (DE, AT, CH …).`,
    })
  const plusOnes = value('plusOnes') === '' ? 0 : Number(value('plusOnes'))
  if (!Number.isInteger(plusOnes) || plusOnes < 0 || plusOnes > 10)
    problems.push({
      row: at('plusOnes'),
      message: `Zeile ${at('plusOnes')}: Begleitpersonen „${value('plusOnes')}“ – bitte eine Zahl von 0 bis 10.`,
    })
  const style = value('style').toLowerCase()
  if (style !== '' && style !== 'sie' && style !== 'du')
    problems.push({
      row: at('style'),
      message: `Zeile ${at('style')}: Ansprache „${value('style')}“ – bitte Sie oder du.`,
    })
  const subEventIds = readSubEvents(value('subEvents'), subEventByName, subEvents, at('subEvents'), problems)

  const firstMember = members[0]
  const name =
    group.key !== ''
      ? group.key
      : firstMember
        ? `${firstMember.firstName} ${firstMember.lastName}`.trim()
        : ''
  const parsed = householdInputSchema.safeParse({
    name,
    salutationStyle: style === 'du' ? 'du' : 'sie',
    addresseeOverride: value('override') || null,
    street: value('street'),
    street2: value('street2'),
    postcode: value('postcode'),
    city: value('city'),
    country: country ?? 'DE',
    email: email === '' || !emailOk ? null : email,
    tags: splitList(value('tags')),
    plusOnesAllowed: Number.isInteger(plusOnes) ? Math.min(Math.max(plusOnes, 0), 10) : 0,
    subEventIds,
    members,
  })
  if (!parsed.success) {
    const row = group.rows[0]!.row
    problems.push(
      ...parsed.error.issues.slice(0, 3).map((issue) => ({ row, message: `Zeile ${row}: ${issue.message}` })),
    )
    return { input: null, problems }
  }
  return { input: parsed.data, problems }
}

function readSubEvents(
  cell: string,
  byName: ReadonlyMap<string, string>,
  all: readonly EventSubEventRow[],
  row: number,
  problems: RowProblem[],
): string[] {
  if (cell === '') return all.map((s) => s.id)
  if (normaliseKey(cell) === NO_SUB_EVENTS) return []
  const ids: string[] = []
  for (const name of splitList(cell)) {
    const id = byName.get(normaliseKey(name))
    if (id) ids.push(id)
    else
      problems.push({
        row,
        message: `Zeile ${row}: Teil-Event „${name}“ gibt es in Ihrem Event nicht (${all.map((s) => s.name).join(', ') || 'noch keine angelegt'}).`,
      })
  }
  return ids
}

/** The parser's row problems are worded in English for the design tool; the event portal speaks German. */
function toGerman(problem: { row: number; column?: string; code: string }): string {
  const where = `Zeile ${problem.row}${problem.column ? `, ${problem.column}` : ''}`
  if (problem.code === 'formula') return `${where}: sieht aus wie eine Formel – bitte nur Werte eintragen.`
  if (problem.code === 'too-long') return `${where}: zu lang.`
  if (problem.code === 'extra-cells') return `${where}: mehr Zellen als Spalten.`
  return `${where}: kann nicht gelesen werden.`
}
