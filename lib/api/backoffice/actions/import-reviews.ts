'use server'

import { getDb } from '@/lib/db/client'
import { importReviewCsv } from '@/lib/shop/catalogue/reviews/import'
import { MAX_IMPORT_BYTES } from '@/lib/shop/catalogue/reviews/import-csv'
import type { RowProblem } from '@/lib/shop/catalogue/reviews/import-csv'
import { fill, T } from '@/lib/backoffice/texts'
import { requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

export type ImportReviewsState =
  { kind: 'imported'; message: string } | { kind: 'problems'; message: string; problems: RowProblem[] } | null

/** Imports a review provider's CSV export; all rows or none, the problems named by row. */
export async function importReviewsAction(
  _previous: ImportReviewsState,
  input: unknown,
): Promise<ImportReviewsState> {
  const form = formOf(input)
  const session = await requireStaffFor('moderateReviews')
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) {
    return { kind: 'problems', message: T.reviews.noFile, problems: [] }
  }
  if (file.size > MAX_IMPORT_BYTES) {
    return {
      kind: 'problems',
      message: T.reviews.problems,
      problems: [{ row: 1, message: 'Die Datei ist größer als 2 MB.' }],
    }
  }
  const result = await importReviewCsv(await getDb(), new Uint8Array(await file.arrayBuffer()))
  staffLog(session, 'import-reviews', {
    file: file.name,
    ...(result.ok
      ? { imported: result.imported, skipped: result.skipped }
      : { problems: result.problems.length }),
  })
  if (!result.ok)
    return { kind: 'problems', message: T.reviews.problems, problems: result.problems.slice(0, 200) }
  return {
    kind: 'imported',
    message: fill(T.reviews.imported, { imported: result.imported, skipped: result.skipped }),
  }
}
