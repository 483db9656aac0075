import { describe, expect, it } from 'vitest'
import { findColumn, groupGuestRows } from './groups'
import { buildTable } from './table'

describe('groupGuestRows (household mapping)', () => {
  const table = buildTable(
    [
      ['Haushalt', 'Vorname'],
      ['Berg', 'Anna'],
      ['', 'Solo'],
      ['berg ', 'Ben'],
      ['Klein', 'Kim'],
      ['', 'Zweiter'],
    ],
    [1, 2, 3, 4, 5, 6],
  )

  it('joins rows of one key in first-seen order and keeps keyless rows apart', () => {
    const groups = groupGuestRows(table, 'Haushalt')
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.row)])).toEqual([
      ['Berg', [2, 4]],
      ['', [3]],
      ['Klein', [5]],
      ['', [6]],
    ])
    expect(groups[0]!.rows[1]!.values).toEqual({ Haushalt: 'berg', Vorname: 'Ben' })
  })

  it('without a key column every row is its own group', () => {
    expect(groupGuestRows(table, null)).toHaveLength(5)
  })

  it('finds a column by any of its names, ignoring case and ß/ss', () => {
    expect(findColumn(['Name', 'STRASSE'], ['Straße'])).toBe('STRASSE')
    expect(findColumn(['Name'], ['Straße'])).toBeNull()
  })
})
