import { requestDb } from '@/lib/api/request-db'
import { staffForRoute, staffLog } from '@/lib/api/backoffice/staff-session'
import { jsonFile, productionAnswer } from '@/lib/api/backoffice/production-requests'
import { requeueForProduction } from '@/lib/backoffice/production/requeue'
import { kickPrintFileWorker } from '@/lib/shop/design-print/print-files/runner'

export const dynamic = 'force-dynamic'

/** POST {"file": id}: "Erneut rendern" — the file is queued now with a fresh budget of tries. */
export async function POST(request: Request) {
  const session = await staffForRoute('managePrintFiles')
  if (session instanceof Response) return session
  const file = await jsonFile(request)
  if (file instanceof Response) return file
  const result = await requeueForProduction(await requestDb(), file, session)
  staffLog(session, 'render-print-file', { file, queued: result.ok })
  if (result.ok) kickPrintFileWorker()
  return productionAnswer(result.ok ? 200 : 422, result.message)
}
