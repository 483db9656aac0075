import ExcelJS from 'exceljs'
import { inArray } from 'drizzle-orm'
import { eventMemberResponses, eventMembers, type EventSubEventRow } from '@/lib/db/schema/events'
import type { Db } from '@/lib/db/types'
import { csvDocument } from '@/lib/http/csv'
import { columnName, NO_SUB_EVENTS, SALUTATION_WORDS, TEMPLATE_FIELDS } from './columns'
import { ownedEvent } from './owner'
import type { HouseholdView } from './schema'
import { loadHouseholds, subEventsOf } from './store'

/**
 * The guest list as a spreadsheet (issue 31 point 3): the template's columns, one row per person
 * (household fields repeated), then the answers: per sub-event ja/nein/offen, meal, diets, allergies.
 * Importing an export gives the same list back (the answer columns are ignored on import).
 */

export type GuestSheet = { columns: string[]; rows: string[][] }
export type SheetFormat = 'csv' | 'xlsx'

export const TEMPLATE_COLUMNS = TEMPLATE_FIELDS.map(columnName)

type Answers = {
  meal: Map<string, string>
  diets: Map<string, string>
  allergies: Map<string, string>
  attending: Map<string, boolean>
}

function householdCells(h: HouseholdView, subEvents: readonly EventSubEventRow[]): Record<string, string> {
  const invited = subEvents.filter((s) => h.subEventIds.includes(s.id)).map((s) => s.name)
  return {
    household: h.name,
    email: h.email ?? '',
    street: h.street,
    street2: h.street2,
    postcode: h.postcode,
    city: h.city,
    country: h.country,
    tags: h.tags.join(', '),
    subEvents: subEvents.length > 0 && invited.length === 0 ? NO_SUB_EVENTS : invited.join(', '),
    plusOnes: String(h.plusOnesAllowed),
    style: h.salutationStyle === 'du' ? 'du' : 'Sie',
    override: h.addresseeOverride ?? '',
  }
}

export function guestSheet(
  households: readonly HouseholdView[],
  subEvents: readonly EventSubEventRow[],
  answers: Answers,
): GuestSheet {
  const columns = [
    ...TEMPLATE_COLUMNS,
    'Als Begleitung angemeldet',
    ...subEvents.map((s) => `Zusage ${s.name}`),
    'Essen',
    'Ernährung',
    'Allergien',
  ]
  const rows: string[][] = []
  for (const h of households) {
    const base = householdCells(h, subEvents)
    const people = h.members.length > 0 ? h.members : [null]
    for (const m of people) {
      const cells: Record<string, string> = {
        ...base,
        salutation: m ? SALUTATION_WORDS[m.salutation] : '',
        title: m?.title ?? '',
        firstName: m?.firstName ?? '',
        lastName: m?.lastName ?? '',
        child: m?.isChild ? 'ja' : m ? 'nein' : '',
        table: m?.tableName ?? '',
      }
      const reply = (s: EventSubEventRow) => {
        if (!m || !h.subEventIds.includes(s.id)) return ''
        const attending = answers.attending.get(`${m.id}/${s.id}`)
        return attending === undefined ? 'offen' : attending ? 'ja' : 'nein'
      }
      rows.push([
        ...TEMPLATE_FIELDS.map((f) => cells[f] ?? ''),
        m?.isPlusOne ? 'ja' : '',
        ...subEvents.map(reply),
        m ? (answers.meal.get(m.id) ?? '') : '',
        m ? (answers.diets.get(m.id) ?? '') : '',
        m ? (answers.allergies.get(m.id) ?? '') : '',
      ])
    }
  }
  return { columns, rows }
}

async function answersOf(db: Db, households: readonly HouseholdView[]): Promise<Answers> {
  const ids = households.flatMap((h) => h.members.map((m) => m.id))
  const answers: Answers = { meal: new Map(), diets: new Map(), allergies: new Map(), attending: new Map() }
  if (ids.length === 0) return answers
  const members = await db
    .select({
      id: eventMembers.id,
      meal: eventMembers.mealChoice,
      diets: eventMembers.diets,
      allergies: eventMembers.allergies,
    })
    .from(eventMembers)
    .where(inArray(eventMembers.id, ids))
  for (const m of members) {
    if (m.meal) answers.meal.set(m.id, m.meal)
    if (m.diets.length > 0) answers.diets.set(m.id, m.diets.join(', '))
    if (m.allergies) answers.allergies.set(m.id, m.allergies)
  }
  const responses = await db
    .select()
    .from(eventMemberResponses)
    .where(inArray(eventMemberResponses.memberId, ids))
  for (const r of responses) answers.attending.set(`${r.memberId}/${r.subEventId}`, r.attending)
  return answers
}

export async function exportGuests(db: Db, eventId: string, customerId: string): Promise<GuestSheet> {
  const event = await ownedEvent(db, eventId, customerId)
  const households = await loadHouseholds(db, event.id)
  return guestSheet(households, await subEventsOf(db, event.id), await answersOf(db, households))
}

/** The downloadable template: the columns and two example households (a family and a couple). */
export function templateSheet(): GuestSheet {
  const row = (values: Partial<Record<(typeof TEMPLATE_FIELDS)[number], string>>) =>
    TEMPLATE_FIELDS.map((f) => values[f] ?? '')
  const berg = {
    household: 'Familie Berg',
    street: 'Lindenstraße 4',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
    tags: 'Familie',
    style: 'Sie',
  }
  return {
    columns: TEMPLATE_COLUMNS,
    rows: [
      row({
        ...berg,
        salutation: 'Herr',
        firstName: 'Max',
        lastName: 'Berg',
        child: 'nein',
        table: '1',
        email: 'max.berg@example.com',
      }),
      row({
        ...berg,
        salutation: 'Frau',
        title: 'Dr.',
        firstName: 'Anna',
        lastName: 'Berg',
        child: 'nein',
        table: '1',
      }),
      row({ ...berg, firstName: 'Mia', lastName: 'Berg', child: 'ja', table: '1' }),
      row({
        household: 'Kim & Alex',
        salutation: 'Divers',
        firstName: 'Alex',
        lastName: 'Klein',
        child: 'nein',
        street: 'Hauptplatz 1',
        postcode: '8010',
        city: 'Graz',
        country: 'AT',
        tags: 'Freunde',
        plusOnes: '1',
        style: 'du',
        table: 'Rosen',
      }),
      row({
        household: 'Kim & Alex',
        salutation: 'Frau',
        firstName: 'Kim',
        lastName: 'Sommer',
        child: 'nein',
        table: 'Rosen',
      }),
    ],
  }
}

/** CSV as German Excel opens it (the shop's one writer: semicolons, UTF-8 BOM, formulas defused). */
export function sheetCsv(sheet: GuestSheet): Uint8Array {
  return new TextEncoder().encode(csvDocument(sheet.columns, sheet.rows))
}

export async function sheetXlsx(sheet: GuestSheet, title: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const worksheet = workbook.addWorksheet(title.slice(0, 31))
  worksheet.addRow(sheet.columns).font = { bold: true }
  // Every cell as text: a postcode "01067" or a name "=Berg" must stay what was typed.
  for (const row of sheet.rows) worksheet.addRow(row)
  worksheet.columns.forEach((column) => {
    column.numFmt = '@'
    column.width = 16
  })
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

export async function sheetFile(sheet: GuestSheet, format: SheetFormat, title: string): Promise<Uint8Array> {
  return format === 'csv' ? sheetCsv(sheet) : sheetXlsx(sheet, title)
}
