import Papa from 'papaparse'

/**
 * The one CSV writer of the shop (back-office order export, guest lists, caterer lists), written by
 * papaparse's `unparse` for spreadsheet programs as German offices use them: semicolons, CRLF, UTF-8
 * with a byte-order mark (so Excel reads umlauts), a CRLF after the last row too.
 *
 * A text cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return that some programs skip first) gets a leading apostrophe (OWASP "CSV injection"): customer-
 * typed names and addresses end up in these files. We prefix it before unparse rather than use
 * papaparse's `escapeFormulae: true`, whose /^[=+\-@\t\r].*$/ lets a formula through when the cell
 * holds a line break ("=HYPERLINK(…)\nx"). Numbers are ours, never typed by a customer, and stay.
 */
export const CSV_SEPARATOR = ';'
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvValue = string | number | null | undefined

const defused = (value: CsvValue): CsvValue =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const text = Papa.unparse(
    [header, ...rows].map((row) => row.map(defused)),
    { delimiter: CSV_SEPARATOR, newline: '\r\n' },
  )
  return `\uFEFF${text}\r\n`
}
