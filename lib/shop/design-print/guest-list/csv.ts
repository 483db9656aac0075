import Papa from 'papaparse'
import { GuestListRejected } from './errors'
import { buildTable, type GuestTable } from './table'

export type CsvEncoding = 'utf-8' | 'windows-1252' | 'mixed'
export type CsvResult = GuestTable & { encoding: CsvEncoding; separator: ';' | ',' | '\t' }

const utf8 = new TextDecoder('utf-8', { fatal: true })
const cp1252 = new TextDecoder('windows-1252')

/**
 * Decodes a CSV from Excel or a text editor: UTF-8 (with or without BOM) when it is valid UTF-8,
 * otherwise Windows-1252 (what German Excel writes). A file stitched together from both (a list
 * copied between programs) is decoded line by line, so "Müller" and "Jürgen" both survive.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    return { text: utf8.decode(bytes).replace(/^\uFEFF/, ''), encoding: 'utf-8' }
  } catch {
    // fall through to per-line detection
  }
  const lines: string[] = []
  let utf8Lines = 0
  let legacyLines = 0
  let start = 0
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue
    const line = bytes.subarray(start, i)
    try {
      lines.push(utf8.decode(line))
      if (line.some((b) => b >= 0x80)) utf8Lines++
    } catch {
      lines.push(cp1252.decode(line))
      legacyLines++
    }
    start = i + 1
  }
  return {
    text: lines.join('\n').replace(/^\uFEFF/, ''),
    encoding: utf8Lines > 0 && legacyLines > 0 ? 'mixed' : 'windows-1252',
  }
}

export function parseCsv(bytes: Uint8Array): CsvResult {
  if (bytes.includes(0)) throw new GuestListRejected('The file is not a text (CSV) file.', 415)
  const { text, encoding } = decodeCsv(bytes)
  // Trailing line breaks (Excel always writes one) would count as a one-field row, and Papa's
  // separator guess then refuses ';' for a two-column list, averaging under two fields per row.
  const parsed = Papa.parse<string[]>(text.replace(/[\r\n]+$/, ''), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
    header: false,
  })
  const fatal = parsed.errors.find((e) => e.code === 'MissingQuotes')
  if (fatal) {
    throw new GuestListRejected(`Row ${(fatal.row ?? 0) + 1} has a quote (") that is never closed.`, 422)
  }
  const separator = parsed.meta.delimiter === ',' ? ',' : parsed.meta.delimiter === '\t' ? '\t' : ';'
  const rows = parsed.data
  return {
    ...buildTable(
      rows,
      rows.map((_, i) => i + 1),
    ),
    encoding,
    separator,
  }
}
