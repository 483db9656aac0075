import { parseCsv, type CsvEncoding } from './csv'
import { GuestListRejected } from './errors'
import { GUEST_LIST_LIMITS } from './limits'
import type { GuestTable } from './table'
import { parseXlsx } from './xlsx'

export type ParsedGuestList = GuestTable & {
  format: 'csv' | 'xlsx'
  encoding: CsvEncoding | null
  separator: string | null
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04
const isOle = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0

/** Reads a guest list by its content: a ZIP is .xlsx, anything textual is CSV. */
export async function parseGuestList(bytes: Uint8Array): Promise<ParsedGuestList> {
  if (bytes.length === 0) throw new GuestListRejected('The file is empty.', 400)
  if (bytes.length > GUEST_LIST_LIMITS.maxBytes) {
    throw new GuestListRejected(
      `The file is larger than ${GUEST_LIST_LIMITS.maxBytes / 1024 / 1024} MB.`,
      413,
    )
  }
  if (isOle(bytes)) {
    throw new GuestListRejected('This is an old Excel file (.xls); please save it as .xlsx or .csv.', 415)
  }
  if (isZip(bytes)) return { ...(await parseXlsx(bytes)), format: 'xlsx', encoding: null, separator: null }
  refuseMarkup(bytes)
  const csv = parseCsv(bytes)
  return { ...csv, format: 'csv' }
}

const MARKUP_START = /^\s*<(!doctype|html|head|body|script|svg|\?xml)[\s>/]/i

/**
 * The format is read from the content, so a renamed file is judged by what it is: a web page or XML
 * named .csv or .xlsx is no guest list (binary data is refused by the CSV reader).
 */
function refuseMarkup(bytes: Uint8Array): void {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024))
  if (MARKUP_START.test(head))
    throw new GuestListRejected(
      'This is a web page or XML file, not a guest list: please upload .xlsx or .csv.',
      415,
    )
}
