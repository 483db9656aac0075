import type { GuestListRow } from '@/lib/db/schema/guest-lists'
import { rowValues } from './mapping'

export function mapGuestRows(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  mapping?: Readonly<Record<string, string | null>>,
): Record<string, string>[] {
  return rows.map((row) => rowValues(columns, row, mapping))
}

/**
 * One page of rows for the editor's preview, plus where to jump: the row with the longest text (the
 * one most likely to overflow a name field) and the rows with problems.
 */
export function pageGuestRows(list: GuestListRow, offset: number, limit: number) {
  let longestIndex: number | null = null
  let longest = -1
  list.rows.forEach((cells, index) => {
    const length = Math.max(0, ...cells.map((c) => c.length))
    if (length > longest) [longest, longestIndex] = [length, index]
  })
  const indexOfRow = new Map(list.rowNumbers.map((n, i) => [n, i]))
  const problemIndexes = [...new Set(list.problems.map((p) => indexOfRow.get(p.row)))].filter(
    (i): i is number => i !== undefined,
  )
  return {
    columns: list.columns,
    total: list.rowCount,
    offset,
    rows: list.rows
      .slice(offset, offset + limit)
      .map((cells, i) => ({ index: offset + i, row: list.rowNumbers[offset + i] ?? 0, cells })),
    longestIndex,
    problemIndexes,
    problemCount: list.problemCount,
    // The reasons travel with every page, so a reopened design shows why a row is bad, not only where.
    problems: list.problems.map((p) => ({ ...p, index: indexOfRow.get(p.row) ?? null })),
  }
}
