import ExcelJS from 'exceljs'
import { GuestListRejected } from './errors'
import { GUEST_LIST_LIMITS } from './limits'
import { buildTable, type GuestTable } from './table'
import { checkXlsxZip } from './zip-check'

type CellValue = ExcelJS.CellValue

/** A formula cell, whatever its cached result: the list must hold values, not calculations. */
const FORMULA_MARK = '\u0000formula'

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== 'object') return String(value)
  if ('formula' in value || 'sharedFormula' in value) return FORMULA_MARK
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('text' in value) return String(value.text)
  if ('error' in value) return ''
  return ''
}

/** The first worksheet as a table; formulas are reported per row like formula-looking text. */
export async function parseXlsx(bytes: Uint8Array): Promise<GuestTable> {
  checkXlsxZip(bytes)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  } catch {
    throw new GuestListRejected(
      'The Excel file could not be read; please save it again as .xlsx or .csv.',
      422,
    )
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new GuestListRejected('The Excel file has no worksheet.', 422)
  if (sheet.rowCount > GUEST_LIST_LIMITS.maxRows + 50) {
    throw new GuestListRejected(
      `The list has about ${sheet.rowCount - 1} rows; at most ${GUEST_LIST_LIMITS.maxRows} guests fit one order.`,
    )
  }
  const raw: string[][] = []
  const numbers: number[] = []
  const formulas: { index: number; column: number }[] = []
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const text = cellText(cell.value)
      if (text === FORMULA_MARK) formulas.push({ index: raw.length, column: col - 1 })
      cells[col - 1] = text === FORMULA_MARK ? '' : text
    })
    raw.push(Array.from(cells, (c) => c ?? ''))
    numbers.push(rowNumber)
  })
  // A formula in the header row is refused by buildTable's own check on "=" once marked.
  for (const f of formulas) if (f.index === 0) raw[0]![f.column] = '=formula'
  const table = buildTable(raw, numbers)
  for (const f of formulas.filter((x) => x.index > 0)) {
    const row = numbers[f.index] ?? 0
    const column = table.columns[f.column] ?? `column ${f.column + 1}`
    table.problemCount++
    if (table.problems.length < GUEST_LIST_LIMITS.maxProblems)
      table.problems.push({
        row,
        column,
        code: 'formula',
        message: `Row ${row}, ${column}: contains a formula; please paste values only.`,
      })
  }
  table.problems.sort((a, b) => a.row - b.row)
  return table
}
