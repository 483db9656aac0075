import type { GuestListProblem } from '@/lib/db/schema/guest-lists'
import { placeholderKey } from '@/lib/shop/design-print/design/placeholders'
import { GuestListRejected } from './errors'
import { GUEST_LIST_LIMITS as L } from './limits'

export type { GuestListProblem }

/** A parsed list: header names, data rows (one string per column) and what was wrong with rows. */
export type GuestTable = {
  columns: string[]
  rows: string[][]
  /** The spreadsheet row number (header = 1) of each entry in `rows`, for messages and jumping. */
  rowNumbers: number[]
  problems: GuestListProblem[]
  problemCount: number
}

/**
 * Cells a spreadsheet program would run as a formula when the list is opened again ("CSV
 * injection"). Plain numbers and phone numbers (+49 30 123, -5) start with + or - too but cannot
 * call anything, so digits, spaces and ()/.- alone are let through.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const HARMLESS_NUMBER = /^[+-]?[\d\s()/.-]*$/
export const looksLikeFormula = (cell: string) => FORMULA_START.test(cell) && !HARMLESS_NUMBER.test(cell)

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const clean = (cell: string) => cell.replace(CONTROL, '').trim()

/** Turns raw rows (first = header, numbered from 1) into a table, or rejects an unusable header. */
export function buildTable(raw: readonly (readonly string[])[], rowNumbers: readonly number[]): GuestTable {
  const nonEmpty = raw.map((r) => r.map(clean)).filter((r) => r.some((c) => c !== ''))
  const numbers = rowNumbers.filter((_, i) => raw[i]!.some((c) => clean(c) !== ''))
  const header = nonEmpty[0]
  if (!header) throw new GuestListRejected('The file is empty; the first row should name the columns.', 422)
  while (header.length > 0 && header[header.length - 1] === '') header.pop()
  if (header.length > L.maxColumns)
    throw new GuestListRejected(`The list has ${header.length} columns; at most ${L.maxColumns} are allowed.`)
  const emptyAt = header.indexOf('')
  if (emptyAt !== -1) {
    throw new GuestListRejected(
      `Column ${emptyAt + 1} has no name in the first row; every column needs a heading.`,
    )
  }
  const seen = new Map<string, string>()
  for (const name of header) {
    const previous = seen.get(placeholderKey(name))
    if (previous !== undefined) {
      throw new GuestListRejected(
        `The column "${name}" appears twice${previous !== name ? ` (as "${previous}")` : ''}; column names must be unique.`,
      )
    }
    seen.set(placeholderKey(name), name)
    if (looksLikeFormula(name))
      throw new GuestListRejected(`The column heading "${name}" looks like a formula.`)
  }
  const data = nonEmpty.slice(1)
  if (data.length > L.maxRows) {
    throw new GuestListRejected(
      `The list has ${data.length} rows; at most ${L.maxRows} guests fit one order.`,
    )
  }

  const problems: GuestListProblem[] = []
  let problemCount = 0
  const note = (problem: GuestListProblem) => {
    problemCount++
    if (problems.length < L.maxProblems) problems.push(problem)
  }
  const rows = data.map((cells, i) => {
    const row = numbers[i + 1] ?? i + 2
    if (cells.slice(header.length).some((c) => c !== '')) {
      note({ row, code: 'extra-cells', message: `Row ${row} has more cells than there are columns.` })
    }
    return header.map((column, c) => {
      const cell = cells[c] ?? ''
      if (looksLikeFormula(cell)) {
        note({
          row,
          column,
          code: 'formula',
          message: `Row ${row}, ${column}: "${cell.slice(0, 30)}" looks like a formula and is not allowed.`,
        })
      } else if (cell.length > L.maxCellLength) {
        note({
          row,
          column,
          code: 'too-long',
          message: `Row ${row}, ${column}: longer than ${L.maxCellLength} characters.`,
        })
      }
      return cell
    })
  })
  return { columns: header, rows, rowNumbers: numbers.slice(1), problems, problemCount }
}
