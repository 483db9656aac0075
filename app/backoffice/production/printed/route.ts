import { requestDb } from '@/lib/api/request-db'
import { staffForRoute, staffLog } from '@/lib/api/backoffice/staff-session'
import { jsonSelection, productionAnswer } from '@/lib/api/backoffice/production-requests'
import { markPrintFilesPrinted } from '@/lib/backoffice/production/printed'

export const dynamic = 'force-dynamic'

/** POST {"files": [id, …]}: the selected rendered files are printed (all or none, ADR 0091). */
export async function POST(request: Request) {
  const session = await staffForRoute('managePrintFiles')
  if (session instanceof Response) return session
  const files = await jsonSelection(request)
  if (files instanceof Response) return files
  const result = await markPrintFilesPrinted(await requestDb(), files, session)
  staffLog(session, 'marked-printed', { files: files.length, ok: result.ok })
  return productionAnswer(result.ok ? 200 : 422, result.message)
}
