import Papa from 'papaparse'
import { z } from 'zod'
import { CARRIERS, CARRIER_KEYS, carrierOf, type CarrierKey } from '@/lib/config/carriers'
import { decodeCsv } from '@/lib/shop/design-print/guest-list/csv'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { TRACKING_NUMBER_PATTERN } from './shipments'

/**
 * The tracking CSV a carrier's shipping software exports (issue 34 point 3): one row per parcel with
 * order number, carrier and tracking number, and optionally the positions in that parcel ("1, 3")
 * for a partial shipment. Header names in German or English, any case; other columns are ignored.
 */
const COLUMNS = {
  order: ['bestellnummer', 'bestellung', 'order', 'ordernumber', 'auftrag'],
  carrier: ['versanddienst', 'carrier', 'dienstleister', 'versender'],
  tracking: ['sendungsnummer', 'tracking', 'trackingnumber', 'paketnummer'],
  positions: ['positionen', 'position', 'lines', 'pos'],
} as const
type Column = keyof typeof COLUMNS

/** A shipping day's parcels fit easily; a bigger file is a wrong export, refused before parsing. */
export const MAX_TRACKING_ROWS = 1000
export const MAX_TRACKING_BYTES = 512 * 1024

export interface TrackingRow {
  /** The row as a spreadsheet numbers it (header = 1). */
  row: number
  orderNumber: string
  carrier: CarrierKey
  trackingNumber: string
  /** 1-based positions of the order's lines in this parcel; null = every line not yet shipped. */
  positions: number[] | null
}

export interface RowProblem {
  row: number
  message: string
}

const carrierList = CARRIER_KEYS.map((k) => CARRIERS[k].name).join(', ')

const rowSchema = z.object({
  order: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, 'Bestellnummer fehlt oder hat nicht die Form KS-100123 bzw. MP-100123'),
  carrier: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const key = carrierOf(value)
      if (key) return key
      ctx.addIssue({
        code: 'custom',
        message: value
          ? `Versanddienst „${value.slice(0, 40)}“ ist unbekannt (${carrierList})`
          : 'Versanddienst fehlt',
      })
      return z.NEVER
    }),
  tracking: z
    .string()
    .trim()
    .regex(
      TRACKING_NUMBER_PATTERN,
      'Sendungsnummer fehlt oder ist ungültig (4–40 Buchstaben, Ziffern oder Bindestriche)',
    ),
  positions: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) => /^(\d{1,3}([ ,;/]+\d{1,3})*)?$/.test(v),
      'Positionen: Nummern durch Komma getrennt, z. B. „1, 3“',
    )
    .transform((v) => (v === '' ? null : [...new Set(v.split(/[ ,;/]+/).map(Number))].sort((a, b) => a - b))),
})

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '')

function columnOf(header: string): Column | null {
  const key = headerKey(header)
  for (const column of Object.keys(COLUMNS) as Column[]) {
    if ((COLUMNS[column] as readonly string[]).includes(key)) return column
  }
  return null
}

/**
 * The file's rows, checked one by one against the format (not yet against the orders: that is
 * planTrackingRows). Problems are German sentences naming the row; a file problem is row 1.
 */
export function parseTrackingCsv(bytes: Uint8Array): { rows: TrackingRow[]; problems: RowProblem[] } {
  if (bytes.length === 0) return fileProblem('Die Datei ist leer.')
  if (bytes.length > MAX_TRACKING_BYTES) return fileProblem('Die Datei ist größer als 512 KB.')
  if (bytes.includes(0)) return fileProblem('Die Datei ist keine Textdatei (CSV).')
  const text = decodeCsv(bytes).text.replace(/[\r\n]+$/, '')
  const lineCount = text.split(/\r\n|\r|\n/).length - 1
  if (lineCount > MAX_TRACKING_ROWS) {
    return fileProblem(
      `Die Datei hat ${lineCount} Zeilen; höchstens ${MAX_TRACKING_ROWS} gehen in einem Durchgang.`,
    )
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
    transformHeader: (h) => columnOf(h) ?? `ignored:${h}`,
  })
  const fields = parsed.meta.fields ?? []
  const missing = (['order', 'carrier', 'tracking'] as const).filter((c) => !fields.includes(c))
  if (missing.length) {
    const names = { order: 'Bestellnummer', carrier: 'Versanddienst', tracking: 'Sendungsnummer' }
    return fileProblem(
      `Es fehlen Spalten: ${missing.map((c) => names[c]).join(', ')}. Erwartet: Bestellnummer; Versanddienst; Sendungsnummer (optional Positionen).`,
    )
  }
  if (parsed.data.length === 0) return fileProblem('Die Datei enthält keine Sendungen.')

  const rows: TrackingRow[] = []
  const problems: RowProblem[] = parsed.errors.map((e) => ({
    row: (e.row ?? 0) + 2,
    message: 'Die Zeile hat nicht so viele Spalten wie die Kopfzeile.',
  }))
  const seen = new Map<string, number>()
  parsed.data.forEach((record, index) => {
    const row = index + 2
    const result = rowSchema.safeParse(record)
    if (!result.success) {
      problems.push({ row, message: result.error.issues.map((i) => i.message).join('; ') })
      return
    }
    const r = result.data
    const earlier = seen.get(r.tracking)
    if (earlier)
      return problems.push({ row, message: `Sendungsnummer ${r.tracking} steht schon in Zeile ${earlier}` })
    seen.set(r.tracking, row)
    rows.push({
      row,
      orderNumber: r.order,
      carrier: r.carrier,
      trackingNumber: r.tracking,
      positions: r.positions,
    })
  })
  return { rows, problems }
}

function fileProblem(message: string) {
  return { rows: [], problems: [{ row: 1, message }] }
}
