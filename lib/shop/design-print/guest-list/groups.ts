import { placeholderKey } from '@/lib/shop/design-print/design/placeholders'
import type { GuestTable } from './table'

/**
 * The household mapping of a parsed guest list (issue 31 point 3): rows that share a key column
 * ("Haushalt") form one group, in the order the file first names them; a row with an empty key is a
 * group of its own. The mail merge keeps reading rows one by one; the event portal reads groups.
 */
export type GuestRowGroup = {
  /** The key as written in its first row ('' for a row of its own). */
  key: string
  rows: { row: number; values: Record<string, string> }[]
}

/** The column of `table` whose heading matches one of `names` (mail-merge rule: case, ß = ss). */
export function findColumn(columns: readonly string[], names: readonly string[]): string | null {
  const wanted = new Set(names.map(placeholderKey))
  return columns.find((c) => wanted.has(placeholderKey(c))) ?? null
}

export function groupGuestRows(
  table: GuestTable,
  keyColumn: string | null,
  sameKey: (value: string) => string = (value) => value.trim().toLowerCase(),
): GuestRowGroup[] {
  const groups: GuestRowGroup[] = []
  const byKey = new Map<string, GuestRowGroup>()
  table.rows.forEach((cells, i) => {
    const values = Object.fromEntries(table.columns.map((c, j) => [c, cells[j] ?? '']))
    const row = { row: table.rowNumbers[i] ?? i + 2, values }
    const key = keyColumn ? (values[keyColumn] ?? '').trim() : ''
    const existing = key !== '' ? byKey.get(sameKey(key)) : undefined
    if (existing) {
      existing.rows.push(row)
      return
    }
    const group = { key, rows: [row] }
    groups.push(group)
    if (key !== '') byKey.set(sameKey(key), group)
  })
  return groups
}
