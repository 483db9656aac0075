import { describe, expect, it } from 'vitest'
import { RSVP_LINK_COLUMN } from '@/lib/model/events'
import { MAIL_MERGE_COLUMNS } from '@/lib/shop/events/guests/mail-merge'
import {
  addressBlock,
  envelopeTable,
  placeCardTable,
  tableCardTable,
  thankYouTable,
  type PrintHousehold,
  type PrintMember,
  type PrintSource,
} from './rows'

let seq = 0
const id = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`

function household(over: Partial<PrintHousehold> & { name: string }): PrintHousehold {
  return {
    id: id(),
    position: seq,
    salutationStyle: 'sie',
    addresseeOverride: null,
    street: 'Lindenstraße 4',
    street2: '',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
    email: null,
    rsvpToken: `token-${seq}`,
    ...over,
  }
}

function member(h: PrintHousehold, over: Partial<PrintMember>): PrintMember {
  return {
    id: id(),
    householdId: h.id,
    position: seq,
    salutation: 'keine',
    title: '',
    firstName: '',
    lastName: '',
    isChild: false,
    isPlusOne: false,
    mealChoice: null,
    tableName: null,
    ...over,
  }
}

/** The Bergs (Sie, Dr. Anna and Max, both come), the Kleins (du, Cem comes, Mia declines), Ott (no answer). */
function wedding(): PrintSource {
  const berg = household({ name: 'Familie Berg' })
  const klein = household({
    name: 'Kleins',
    salutationStyle: 'du',
    country: 'AT',
    postcode: '1010',
    city: 'Wien',
  })
  const ott = household({ name: 'Ott' })
  const anna = member(berg, {
    salutation: 'frau',
    title: 'Dr.',
    firstName: 'Anna',
    lastName: 'Berg',
    mealChoice: 'Fisch',
    tableName: '10',
  })
  const max = member(berg, { salutation: 'herr', firstName: 'Max', lastName: 'Berg', tableName: '2' })
  const guest = member(berg, { isPlusOne: true, tableName: '2' })
  const cem = member(klein, { salutation: 'herr', firstName: 'Cem', lastName: 'Klein', tableName: 'Rosen' })
  const mia = member(klein, { salutation: 'frau', firstName: 'Mia', lastName: 'Klein' })
  const olga = member(ott, { salutation: 'frau', firstName: 'Olga', lastName: 'Ott' })
  return {
    occasion: 'hochzeit',
    households: [klein, berg, ott].map((h, i) => ({ ...h, position: [2, 1, 3][i]! })),
    members: [anna, max, guest, cem, mia, olga],
    attending: new Set([anna.id, max.id, guest.id, cem.id]),
  }
}

describe('place cards from the guest list', () => {
  it('are one per guest who said yes, by table (2 before 10, names after numbers), with meal and table', () => {
    const { rows } = placeCardTable(wedding())
    expect(rows.map((r) => [r[0], r[3], r[4]])).toEqual([
      ['Max Berg', 'Tisch 2', ''],
      ['Begleitung von Anna Berg', 'Tisch 2', ''],
      ['Dr. Anna Berg', 'Tisch 10', 'Fisch'],
      ['Cem Klein', 'Rosen', ''],
    ])
  })

  it('leave out guests who declined or have not answered', () => {
    const names = placeCardTable(wedding()).rows.map((r) => r[0])
    expect(names).not.toContain('Mia Klein')
    expect(names).not.toContain('Olga Ott')
  })
})

describe('table cards from the table assignments', () => {
  it('name each table’s guests, one a line, and count who sits nowhere', () => {
    const source = wedding()
    const unseatedId = source.members.find((m) => m.firstName === 'Mia')!.id
    const table = tableCardTable({ ...source, attending: new Set([...source.attending, unseatedId]) })
    expect(table.rows).toEqual([
      ['Tisch 2', 'Max Berg\nBegleitung von Anna Berg', '2'],
      ['Tisch 10', 'Dr. Anna Berg', '1'],
      ['Rosen', 'Cem Klein', '1'],
    ])
    expect(table.unseated).toBe(1)
  })
})

describe('thank-you cards', () => {
  it('go to each household that came, in list order, addressed and thanked in its du or Sie', () => {
    const { columns, rows } = thankYouTable(wedding())
    const at = (row: string[], column: string) => row[columns.indexOf(column)]
    expect(rows).toHaveLength(2)
    const [berg, klein] = rows
    expect(at(berg!, 'Name')).toBe('Frau Dr. Anna Berg und Herrn Max Berg')
    expect(at(berg!, 'Anrede')).toBe('Sehr geehrte Frau Dr. Berg, sehr geehrter Herr Berg')
    expect(at(berg!, 'Dank')).toBe('herzlichen Dank, dass Sie mit uns gefeiert haben!')
    expect(at(klein!, 'Name')).toBe('Cem & Mia Klein')
    expect(at(klein!, 'Anrede')).toBe('Lieber Cem, liebe Mia')
    expect(at(klein!, 'Dank')).toBe('danke, dass ihr mit uns gefeiert habt!')
    expect(at(klein!, 'Anschrift')).toBe('Cem & Mia Klein\nLindenstraße 4\n1010 Wien\nÖSTERREICH')
  })

  it('respect the couple’s own recipient line and thank one du guest as “du”', () => {
    const source = wedding()
    const klein = source.households.find((h) => h.name === 'Kleins')!
    const mia = source.members.find((m) => m.firstName === 'Mia')!
    const alone: PrintSource = {
      ...source,
      households: source.households.map((h) =>
        h.id === klein.id ? { ...h, addresseeOverride: 'Cem Klein persönlich' } : h,
      ),
      members: source.members.filter((m) => m.id !== mia.id),
    }
    const { columns, rows } = thankYouTable(alone)
    const row = rows.find((r) => r[columns.indexOf('Name')] === 'Cem Klein persönlich')!
    expect(row[columns.indexOf('Dank')]).toBe('danke, dass du mit uns gefeiert hast!')
  })
})

describe('envelopes', () => {
  it('are one per household with street and town, with the invitation’s columns and the address block', () => {
    const source = wedding()
    const table = envelopeTable(source)
    expect(table.unaddressed).toBe(0)
    expect(table.columns).toEqual([...MAIL_MERGE_COLUMNS, 'Anschrift'])
    const ott = table.rows[2]!
    expect(ott[table.columns.indexOf('Anschrift')]).toBe('Frau Olga Ott\nLindenstraße 4\n10115 Berlin')
    expect(ott[table.columns.indexOf(RSVP_LINK_COLUMN)]).toMatch(/\/r\/token-\d+$/)
    const withoutStreet = envelopeTable({
      ...source,
      households: source.households.map((h) => (h.name === 'Ott' ? { ...h, street: ' ' } : h)),
    })
    expect(withoutStreet).toMatchObject({ unaddressed: 1 })
    expect(withoutStreet.rows).toHaveLength(2)
  })
})

describe('the address block', () => {
  it('has no country line at home and no empty lines', () => {
    const h = household({ name: 'Ott', street2: '  ' })
    expect(addressBlock(h, 'Frau Olga Ott', 'DE')).toBe('Frau Olga Ott\nLindenstraße 4\n10115 Berlin')
  })
})
