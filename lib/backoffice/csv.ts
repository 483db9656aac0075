/**
 * CSV for spreadsheet programs as German offices use them: semicolons, CRLF, UTF-8 with a byte-order
 * mark (so Excel reads umlauts). A cell a spreadsheet would run as a formula (starting with = + - @,
 * or a tab or carriage return that some programs skip first) gets a leading apostrophe (OWASP
 * "CSV injection"): customer-typed names and addresses end up in these files.
 */
export const CSV_SEPARATOR = ';'
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR)
}

export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
) {
  return '\uFEFF' + [header, ...rows].map(csvLine).join('\r\n') + '\r\n'
}
