import Papa from 'papaparse'
import { z } from 'zod'
import { decodeCsv } from '@/lib/shop/design-print/guest-list/csv'
import { authorDisplayName } from './author'
import { REVIEW_LIMITS, REVIEW_PRODUCT_KIND_KEYS, type ReviewProductKind } from '@/lib/model/reviews'

/**
 * The columns of a review provider's export the back office imports (docs/adr/0023-product-reviews.md).
 * Names are matched case-insensitively; other columns are ignored, so a provider's extra fields do not
 * stop an import.
 */
export const REVIEW_CSV_COLUMNS = {
  review_id: 'required: the provider’s id of the review (a second import of it adds nothing)',
  product_kind: `required: ${REVIEW_PRODUCT_KIND_KEYS.join(', ')}`,
  product_ref: 'required: calendar design group id, card design id or accessory SKU',
  rating: 'required: 1 to 5',
  author: 'required: the reviewer’s name; shown as first name and initial',
  title: `optional, at most ${REVIEW_LIMITS.title} characters`,
  text: `optional, at most ${REVIEW_LIMITS.text} characters`,
  created_at: 'optional: date of the review (YYYY-MM-DD or ISO 8601); default the import',
} as const
const REQUIRED = ['review_id', 'product_kind', 'product_ref', 'rating', 'author'] as const

export const MAX_IMPORT_ROWS = 5000
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} ist länger als ${max} Zeichen`)
    .transform((v) => v || null)

const rowSchema = z.object({
  review_id: z.string().trim().min(1, 'review_id fehlt').max(REVIEW_LIMITS.externalId, 'review_id zu lang'),
  product_kind: z.enum(REVIEW_PRODUCT_KIND_KEYS, {
    error: `product_kind muss ${REVIEW_PRODUCT_KIND_KEYS.join(', ')} sein`,
  }),
  product_ref: z.string().trim().min(1, 'product_ref fehlt').max(REVIEW_LIMITS.productRef),
  rating: z
    .string()
    .trim()
    .regex(/^[1-5]$/, 'rating muss eine ganze Zahl von 1 bis 5 sein')
    .transform(Number),
  author: z.string().trim().min(1, 'author fehlt').max(200, 'author zu lang'),
  title: text(REVIEW_LIMITS.title, 'title').default(null),
  text: text(REVIEW_LIMITS.text, 'text').default(null),
  created_at: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'created_at ist kein Datum')
    .transform((v) => (v === '' ? null : new Date(v))),
})

export interface ReviewImportRow {
  row: number
  externalId: string
  kind: ReviewProductKind
  ref: string
  rating: number
  title: string | null
  body: string | null
  authorName: string
  createdAt: Date | null
}

export interface RowProblem {
  row: number
  message: string
}

/** The file's rows, checked one by one; a problem names the row as a spreadsheet shows it (header = 1). */
export function parseReviewCsv(bytes: Uint8Array): { rows: ReviewImportRow[]; problems: RowProblem[] } {
  if (bytes.length > MAX_IMPORT_BYTES) return fileProblem('Die Datei ist größer als 2 MB.')
  if (bytes.includes(0)) return fileProblem('Die Datei ist keine Textdatei (CSV).')
  const parsed = Papa.parse<Record<string, string>>(decodeCsv(bytes).text.replace(/[\r\n]+$/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
    transformHeader: (h) => h.trim().toLowerCase(),
  })
  const fields = parsed.meta.fields ?? []
  const missing = REQUIRED.filter((c) => !fields.includes(c))
  if (missing.length) return fileProblem(`Es fehlen Spalten: ${missing.join(', ')}.`)
  if (parsed.data.length === 0) return fileProblem('Die Datei enthält keine Bewertungen.')
  if (parsed.data.length > MAX_IMPORT_ROWS) return fileProblem(`Mehr als ${MAX_IMPORT_ROWS} Zeilen.`)

  const rows: ReviewImportRow[] = []
  const problems: RowProblem[] = parsed.errors.map((e) => ({ row: (e.row ?? 0) + 2, message: e.message }))
  const seen = new Map<string, number>()
  parsed.data.forEach((record, index) => {
    const row = index + 2
    const result = rowSchema.safeParse(record)
    if (!result.success) {
      problems.push({ row, message: result.error.issues.map((i) => i.message).join('; ') })
      return
    }
    const r = result.data
    const earlier = seen.get(r.review_id)
    if (earlier)
      return problems.push({ row, message: `review_id ${r.review_id} steht schon in Zeile ${earlier}` })
    seen.set(r.review_id, row)
    const names = r.author.split(/\s+/)
    rows.push({
      row,
      externalId: r.review_id,
      kind: r.product_kind,
      ref: r.product_ref,
      rating: r.rating,
      title: r.title,
      body: r.text,
      authorName: authorDisplayName(names[0] ?? '', names.length > 1 ? names.at(-1) : ''),
      createdAt: r.created_at,
    })
  })
  return { rows, problems }
}

function fileProblem(message: string) {
  return { rows: [], problems: [{ row: 1, message }] }
}
