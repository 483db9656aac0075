import { z } from 'zod'
import { requestDb } from '@/lib/api/request-db'
import { staffForRoute } from '@/lib/api/backoffice/staff-session'
import { selectedFiles } from '@/lib/backoffice/production/selection'
import { printFileThumbnail } from '@/lib/backoffice/production/thumbnail'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'
import { getStorage } from '@/lib/storage/from-env'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })

/**
 * GET: the first page of a rendered print file as a small WebP for the production queue. The URL
 * carries the file's SHA-256 prefix (?v=), so the staff member's browser may keep it; nobody else may.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const session = await staffForRoute('viewProductionQueue')
  if (session instanceof Response) return session
  const id = z.uuid().safeParse((await params).file)
  if (!id.success) return notFound()
  const [selected] = await selectedFiles(await requestDb(), [id.data])
  if (!selected) return notFound()
  try {
    const picture = await printFileThumbnail(
      getStorage(),
      selected.file,
      `staff:${session.customerId}`,
      request.signal,
    )
    if (!picture) return notFound()
    return new Response(Buffer.from(picture), {
      headers: { 'content-type': 'image/webp', 'cache-control': 'private, max-age=86400' },
    })
  } catch (error) {
    if (error instanceof RenderRefused) return renderRefusedResponse(error)
    throw error
  }
}
