import type { EventHouseholdRow, EventMemberRow } from '@/lib/db/schema/events'
import { MAIL_MERGE_COLUMNS } from '@/lib/shop/events/guests/mail-merge'
import { rsvpShortUrl } from '@/lib/shop/events/links'
import {
  letterSalutation,
  recipientLine,
  type SalutationHousehold,
} from '@/lib/shop/events/guests/salutation'

/**
 * The mail-merge rows of the printed pieces after the invitation (issue 31 point 7, ADR 0105), pure
 * over the guest list's rows and answers: place cards for every guest who said yes, one card per
 * table naming its guests, thank-you cards for every household that came. Addressing and salutation
 * come from salutation.ts, so the envelope line, the letter and the guest list page say the same.
 */

export type PrintMember = Pick<
  EventMemberRow,
  | 'id'
  | 'householdId'
  | 'position'
  | 'salutation'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'isChild'
  | 'isPlusOne'
  | 'mealChoice'
  | 'tableName'
>

export type PrintHousehold = Pick<
  EventHouseholdRow,
  | 'id'
  | 'position'
  | 'name'
  | 'salutationStyle'
  | 'addresseeOverride'
  | 'street'
  | 'street2'
  | 'postcode'
  | 'city'
  | 'country'
  | 'email'
  | 'rsvpToken'
>

export interface PrintSource {
  /** The event's occasion key ("hochzeit", "trauer" …): a funeral is thanked for sympathy, not a party. */
  occasion: string
  households: readonly PrintHousehold[]
  members: readonly PrintMember[]
  /** Member ids with a yes for at least one sub-event: the guests who come. */
  attending: ReadonlySet<string>
}

/** A mail-merge table: heading row and one row per printed card. */
export interface MergeTable {
  columns: string[]
  rows: string[][]
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position
/** "Tisch 2" before "Tisch 10"; names of tables in the alphabet's order. */
const tableOrder = new Intl.Collator('de', { numeric: true, sensitivity: 'base' })

function householdsInOrder(source: PrintSource): PrintHousehold[] {
  return source.households.toSorted(byPosition)
}

function membersOf(source: PrintSource, householdId: string): PrintMember[] {
  return source.members.filter((m) => m.householdId === householdId).toSorted(byPosition)
}

/** The salutation rules' view of a household (names its members in the couple's order). */
function salutationView(source: PrintSource, household: PrintHousehold): SalutationHousehold {
  return { ...household, members: membersOf(source, household.id) }
}

/**
 * The name on a guest's place card: title and full name for a formal household ("Dr. Anna Berg"),
 * first and last name for a du household. A plus-one the household left unnamed is "Begleitung von"
 * the household's first named guest, so the card still says whose guest it is.
 */
export function placeCardName(member: PrintMember, household: readonly PrintMember[], du: boolean): string {
  const name = squash([du ? '' : member.title, member.firstName, member.lastName].join(' '))
  if (name !== '') return name
  const host = household.find((m) => !m.isPlusOne && squash(m.firstName + m.lastName) !== '')
  return host ? `Begleitung von ${squash(`${host.firstName} ${host.lastName}`)}` : 'Gast'
}

/** How a table is called on its card: a bare number is "Tisch 3", a name ("Rosen") stays as it is. */
export function tableLabel(tableName: string): string {
  const name = squash(tableName)
  return /^\d+$/.test(name) ? `Tisch ${name}` : name
}

type Guest = { member: PrintMember; name: string; table: string }

/** Every guest who said yes, with card name and table, in table order, then list order. */
function attendingGuests(source: PrintSource): Guest[] {
  const guests: Guest[] = []
  for (const household of householdsInOrder(source)) {
    const members = membersOf(source, household.id)
    for (const member of members) {
      if (!source.attending.has(member.id)) continue
      const name = placeCardName(member, members, household.salutationStyle === 'du')
      guests.push({ member, name, table: squash(member.tableName) })
    }
  }
  // A stable sort: guests without a table last, each table's guests in the list's order.
  return guests.toSorted((a, b) => {
    if (a.table === '' || b.table === '') return (a.table === '' ? 1 : 0) - (b.table === '' ? 1 : 0)
    return tableOrder.compare(a.table, b.table)
  })
}

export const PLACE_CARD_COLUMNS = ['Name', 'Vorname', 'Nachname', 'Tisch', 'Menü']

/** One place card per guest who said yes (children and named plus-ones included). */
export function placeCardTable(source: PrintSource): MergeTable {
  return {
    columns: PLACE_CARD_COLUMNS,
    rows: attendingGuests(source).map(({ member, name, table }) => [
      name,
      squash(member.firstName),
      squash(member.lastName),
      table === '' ? '' : tableLabel(table),
      squash(member.mealChoice),
    ]),
  }
}

export const TABLE_CARD_COLUMNS = ['Tisch', 'Gäste', 'Anzahl']

/**
 * One card per table with the names of its guests, one name a line (the seating plan at the tables);
 * guests without a table are not on any card (nor on the table plan poster, which prints these rows):
 * `unseated` counts them and `unseatedNames` names them for the page to say so.
 */
export function tableCardTable(
  source: PrintSource,
): MergeTable & { unseated: number; unseatedNames: string[] } {
  const guests = attendingGuests(source)
  const tables = new Map<string, string[]>()
  for (const guest of guests) {
    if (guest.table === '') continue
    tables.set(guest.table, [...(tables.get(guest.table) ?? []), guest.name])
  }
  return {
    columns: TABLE_CARD_COLUMNS,
    rows: [...tables].map(([table, names]) => [tableLabel(table), names.join('\n'), String(names.length)]),
    unseated: guests.filter((g) => g.table === '').length,
    unseatedNames: guests.filter((g) => g.table === '').map((g) => g.name),
  }
}

/**
 * The thank-you sentence after the salutation, in the household's form of address: "Sie" for a formal
 * household, "du" for one person and "ihr" for several in a du household (the greeted members,
 * children included, as letterSalutation greets them).
 */
export function thanksSentence(occasion: string, du: boolean, greeted: number): string {
  const form = !du ? 'sie' : greeted > 1 ? 'ihr' : 'du'
  if (occasion === 'trauer') {
    return {
      sie: 'herzlichen Dank für Ihre Anteilnahme und dass Sie bei uns waren.',
      du: 'danke für deine Anteilnahme und dass du bei uns warst.',
      ihr: 'danke für eure Anteilnahme und dass ihr bei uns wart.',
    }[form]
  }
  return {
    sie: 'herzlichen Dank, dass Sie mit uns gefeiert haben!',
    du: 'danke, dass du mit uns gefeiert hast!',
    ihr: 'danke, dass ihr mit uns gefeiert habt!',
  }[form]
}

const COUNTRY_NAMES = new Intl.DisplayNames(['de'], { type: 'region' })

/**
 * The postal address block (DIN 5008 order): recipient line, street, extra line, postcode and town,
 * and the country in capitals for a letter abroad (the event's own country is left out).
 */
export function addressBlock(household: PrintHousehold, recipient: string, homeCountry: string): string {
  const town = squash(`${household.postcode} ${household.city}`)
  const abroad = household.country !== homeCountry
  const country = abroad ? (COUNTRY_NAMES.of(household.country) ?? household.country).toUpperCase() : ''
  return [recipient, household.street, household.street2, town, country]
    .map(squash)
    .filter((line) => line !== '')
    .join('\n')
}

export const THANK_YOU_COLUMNS = [
  'Name',
  'Anrede',
  'Dank',
  'Anschrift',
  'Straße',
  'Adresszusatz',
  'PLZ',
  'Ort',
  'Land',
]

/** One thank-you card per household with at least one guest who came, addressed and greeted per household. */
export function thankYouTable(source: PrintSource, homeCountry = 'DE'): MergeTable {
  const rows = householdsInOrder(source)
    .filter((h) => membersOf(source, h.id).some((m) => source.attending.has(m.id)))
    .map((household) => {
      const view = salutationView(source, household)
      const du = household.salutationStyle === 'du'
      const named = view.members.filter((m) => !m.isPlusOne && squash(m.firstName + m.lastName) !== '')
      const greeted = du ? named.length : named.filter((m) => !m.isChild).length || named.length
      const recipient = recipientLine(view)
      return [
        recipient,
        letterSalutation(view),
        thanksSentence(source.occasion, du, greeted),
        addressBlock(household, recipient, homeCountry),
        squash(household.street),
        squash(household.street2),
        squash(household.postcode),
        squash(household.city),
        household.country,
      ]
    })
  return { columns: THANK_YOU_COLUMNS, rows }
}

/** The invitation's own mail-merge columns and the envelope's address block. */
export const ENVELOPE_COLUMNS = [...MAIL_MERGE_COLUMNS, 'Anschrift']

/** A household the post can deliver to: a street and a town. */
const hasAddress = (h: PrintHousehold) => squash(h.street) !== '' && squash(h.city) !== ''

/**
 * The invitations with addressed envelopes: one row per household with a postal address, the
 * columns of the invitation's own mail merge (recipient line, salutation, address, personal link for
 * the QR code) plus the envelope's address block; `unaddressed` counts the households left out.
 */
export function envelopeTable(source: PrintSource, homeCountry = 'DE'): MergeTable & { unaddressed: number } {
  const households = householdsInOrder(source)
  const rows = households.filter(hasAddress).map((household) => {
    const view = salutationView(source, household)
    const recipient = recipientLine(view)
    return [
      recipient,
      letterSalutation(view),
      squash(household.street),
      squash(household.street2),
      squash(household.postcode),
      squash(household.city),
      household.country,
      household.email ?? '',
      rsvpShortUrl(household.rsvpToken),
      addressBlock(household, recipient, homeCountry),
    ]
  })
  return { columns: ENVELOPE_COLUMNS, rows, unaddressed: households.length - rows.length }
}
