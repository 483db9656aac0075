'use server'

import { z } from 'zod'
import { BRAND_KEYS } from '@/lib/config/brands'
import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { applyTrackingRows, type TrackingOutcome } from '@/lib/backoffice/shipping/bulk'
import { MAX_TRACKING_BYTES, parseTrackingCsv, type RowProblem } from '@/lib/backoffice/shipping/tracking-csv'
import { BACKOFFICE_PATH, requireStaffFor, staffLog } from '../staff-session'
import { revalidatePath } from 'next/cache'
import { formOf } from './form-of'

export type TrackingUploadState =
  | { kind: 'preview'; brand: string; csv: string; outcomes: TrackingOutcome[] }
  | { kind: 'applied'; outcomes: TrackingOutcome[] }
  | { kind: 'problems'; message: string; problems: RowProblem[] }
  | null

const brandSchema = z.enum(BRAND_KEYS)

/**
 * The tracking CSV: "preview" parses the uploaded file and shows what would ship (the same code as
 * apply, rolled back); "apply" sends the previewed file's text back and ships it all or nothing.
 */
export async function uploadTrackingAction(
  _previous: TrackingUploadState,
  input: unknown,
): Promise<TrackingUploadState> {
  const form = formOf(input)
  const session = await requireStaffFor('changeStatus')
  const brand = brandSchema.safeParse(form.get('brand'))
  if (!brand.success) return problems('Bitte wählen Sie die Marke, zu der die Datei gehört.')
  const apply = form.get('mode') === 'apply'
  const bytes = await fileBytes(form, apply)
  if (typeof bytes === 'string') return problems(bytes)
  const parsed = parseTrackingCsv(bytes)
  if (parsed.problems.length > 0) {
    return {
      kind: 'problems',
      message: 'Nichts verbucht. Bitte korrigieren Sie diese Zeilen:',
      problems: parsed.problems.slice(0, 200),
    }
  }
  const result = await applyTrackingRows(await getDb(), parsed.rows, brand.data, session, { preview: !apply })
  staffLog(session, apply ? 'applied-tracking-csv' : 'previewed-tracking-csv', {
    brand: brand.data,
    rows: parsed.rows.length,
    ok: result.ok,
  })
  if (!result.ok) {
    return {
      kind: 'problems',
      message: 'Nichts verbucht. Bitte korrigieren Sie diese Zeilen:',
      problems: result.problems.slice(0, 200),
    }
  }
  if (!apply) {
    return {
      kind: 'preview',
      brand: brand.data,
      csv: new TextDecoder().decode(bytes),
      outcomes: result.outcomes,
    }
  }
  kickMailWorker()
  revalidatePath(`${BACKOFFICE_PATH}/shipping`, 'page')
  return { kind: 'applied', outcomes: result.outcomes }
}

const problems = (message: string): TrackingUploadState => ({ kind: 'problems', message, problems: [] })

/** The uploaded file, or on apply the previewed text; a German sentence when there is none. */
async function fileBytes(form: FormData, apply: boolean): Promise<Uint8Array | string> {
  if (apply) {
    const csv = form.get('csv')
    if (typeof csv !== 'string' || csv.length === 0) return 'Bitte laden Sie die Datei erneut hoch.'
    const bytes = new TextEncoder().encode(csv)
    return bytes.length > MAX_TRACKING_BYTES ? 'Die Datei ist größer als 512 KB.' : bytes
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) return 'Bitte wählen Sie eine CSV-Datei.'
  if (file.size > MAX_TRACKING_BYTES) return 'Die Datei ist größer als 512 KB.'
  return new Uint8Array(await file.arrayBuffer())
}
