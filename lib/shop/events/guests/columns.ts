import type { MemberSalutation } from '@/lib/db/schema/events'

/**
 * The guest list's spreadsheet columns (template, import, export), German headings as config. Rows of
 * one household share "Haushalt"; household fields may be repeated on each row or written once.
 * Ansprache and Empfängerzeile are optional (du/Sie and the envelope override) so an export imports
 * back unchanged, and so is Tisch (a file without it leaves everybody's table as it is); the answer columns exist only in exports and are ignored on import.
 */
export const GUEST_COLUMNS = {
  household: ['Haushalt'],
  salutation: ['Anrede'],
  title: ['Titel'],
  firstName: ['Vorname'],
  lastName: ['Nachname'],
  child: ['Kind'],
  /** The person's table of the seating plan (place cards, table plan); without the column tables are kept. */
  table: ['Tisch', 'Tischnummer', 'Tischname'],
  email: ['E-Mail', 'Email', 'Mail'],
  street: ['Straße', 'Strasse und Hausnummer', 'Adresse'],
  street2: ['Adresszusatz'],
  postcode: ['PLZ', 'Postleitzahl'],
  city: ['Ort', 'Stadt', 'Wohnort'],
  country: ['Land'],
  tags: ['Gruppe', 'Gruppen', 'Tags'],
  subEvents: ['Teil-Events', 'Teilevents', 'Einladung zu'],
  plusOnes: ['Begleitpersonen'],
  style: ['Ansprache'],
  override: ['Empfängerzeile'],
  /** Export only: a member the guests named as their plus-one; such rows are not imported. */
  plusOne: ['Als Begleitung angemeldet'],
} as const satisfies Record<string, readonly [string, ...string[]]>
export type GuestField = keyof typeof GUEST_COLUMNS

/** The template's columns, in order (the first name of each field). */
export const TEMPLATE_FIELDS = [
  'household',
  'salutation',
  'title',
  'firstName',
  'lastName',
  'child',
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
  // Last, so files made from the template before the column existed still line up.
  'table',
] as const satisfies readonly GuestField[]

export const columnName = (field: GuestField) => GUEST_COLUMNS[field][0]

export const SALUTATION_WORDS: Record<MemberSalutation, string> = {
  herr: 'Herr',
  frau: 'Frau',
  divers: 'Divers',
  keine: '',
}

const SALUTATION_INPUT: Record<string, MemberSalutation> = {
  herr: 'herr',
  hr: 'herr',
  'hr.': 'herr',
  frau: 'frau',
  fr: 'frau',
  'fr.': 'frau',
  divers: 'divers',
  d: 'divers',
  keine: 'keine',
  '-': 'keine',
  '': 'keine',
}

export const readSalutation = (cell: string): MemberSalutation | null =>
  SALUTATION_INPUT[cell.trim().toLowerCase()] ?? null

const YES = new Set(['ja', 'j', 'x', '1', 'yes', 'y', 'true', 'kind'])
const NO = new Set(['', 'nein', 'n', '0', 'no', 'false', '-'])

export function readYesNo(cell: string): boolean | null {
  const value = cell.trim().toLowerCase()
  return YES.has(value) ? true : NO.has(value) ? false : null
}

const COUNTRY_NAMES: Record<string, string> = {
  deutschland: 'DE',
  germany: 'DE',
  oesterreich: 'AT',
  österreich: 'AT',
  austria: 'AT',
  schweiz: 'CH',
  switzerland: 'CH',
  liechtenstein: 'LI',
}

/** "DE", "de", "Deutschland" → "DE"; empty → "DE"; anything else → null (reported). */
export function readCountry(cell: string): string | null {
  const value = cell.trim()
  if (value === '') return 'DE'
  if (/^[a-z]{2}$/i.test(value)) return value.toUpperCase()
  return COUNTRY_NAMES[value.toLowerCase()] ?? null
}

/** "Familie, Freunde; Verein" → ["Familie", "Freunde", "Verein"] */
export const splitList = (cell: string) =>
  cell
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')

/** The Teil-Events cell for "invited to nothing" (an empty cell means: to every sub-event). */
export const NO_SUB_EVENTS = 'keine'
