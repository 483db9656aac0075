import { requestDb } from '@/lib/api/request-db'
import { printFileOfOrder } from '@/lib/backoffice/order-detail'
import { printFileName } from '@/lib/backoffice/production/file-name'
import { staffForRoute, staffLog } from '@/lib/api/backoffice/staff-session'
import { getStorage } from '@/lib/storage/from-env'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })

/** GET: the print PDF of one line, for production and owners (other staff 403, anyone else 404). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ number: string; file: string }> },
) {
  const session = await staffForRoute('downloadPrintFiles')
  if (session instanceof Response) return session
  const { number, file } = await params
  const found = await printFileOfOrder(await requestDb(), number, file)
  if (!found || found.file.state !== 'done' || !found.file.storageKey) return notFound()
  // Streamed from the storage: a print file of hundreds of pages never sits in memory whole.
  const object = await getStorage().stream(found.file.storageKey)
  if (!object) return notFound()
  staffLog(session, 'downloaded-print-file', { order: number, file })
  return new Response(object.body, {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(object.size),
      'content-disposition': `attachment; filename="${printFileName(number, found.position + 1, found.file.part)}"`,
      'cache-control': 'private, no-store',
      'x-content-sha256': found.file.sha256 ?? '',
    },
  })
}
