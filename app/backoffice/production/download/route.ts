import { requestDb } from '@/lib/api/request-db'
import { staffForRoute, staffLog } from '@/lib/api/backoffice/staff-session'
import { formSelection, textAnswer } from '@/lib/api/backoffice/production-requests'
import { printFilesZip } from '@/lib/backoffice/production/zip'
import { formatBerlinSortable } from '@/lib/backoffice/time'
import { getStorage } from '@/lib/storage/from-env'

export const dynamic = 'force-dynamic'

/**
 * POST file=…&file=…: the selected print files as one ZIP, streamed as it is written (ADR 0091).
 * Files of cancelled orders, files not rendered and unknown ids refuse the whole selection (422).
 */
export async function POST(request: Request) {
  const session = await staffForRoute('downloadPrintFiles')
  if (session instanceof Response) return session
  const files = await formSelection(request)
  if (files instanceof Response) return files
  const zip = await printFilesZip(await requestDb(), getStorage(), files)
  staffLog(session, 'downloaded-print-files', { files: files.length, ok: zip.ok })
  if (!zip.ok) return textAnswer(422, zip.message)
  const stamp = formatBerlinSortable(new Date()).replace(/[: ]/g, '-').slice(0, 16)
  return new Response(zip.stream, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="druckdaten-${stamp}.zip"`,
      'cache-control': 'private, no-store',
    },
  })
}
