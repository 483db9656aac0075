import { jsonError } from '@/lib/http/json'
import { clientAddress } from '@/lib/http/rate-limit'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'
import { shopDesignPreview } from '@/lib/shop/catalogue/design-previews'
import { parsePreviewParams } from '@/lib/shop/catalogue/preview-request'

export const dynamic = 'force-dynamic'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** A URL without the current version (old link, no ?v=) may change; let caches recheck soon. */
const REVALIDATE = 'public, max-age=300'

type Params = { params: Promise<{ designId: string; file: string }> }

/**
 * GET /design-previews/{designId}/{width}.webp: a design's front page as WebP, rendered on first
 * request and then served from the shop's storage (previews/…, every instance sees it). Build URLs with
 * designPreviewUrl (lib/shop/catalogue/preview-url.ts); its ?v= makes the response cacheable forever.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const parsed = parsePreviewParams(await params)
  if (!parsed.ok) return jsonError(400, parsed.message, { field: parsed.field })
  const { id, width } = parsed.value

  const requester = { client: clientAddress(request.headers), signal: request.signal }
  const preview = await shopDesignPreview(id, width, requester).catch((error: unknown) => {
    // Busy (503), too many at once (429), past the time or memory limit (422): the pool's words.
    if (error instanceof RenderRefused) return error
    throw error
  })
  if (preview instanceof RenderRefused) return renderRefusedResponse(preview)
  if (preview.status === 'unknown-design') return jsonError(404, `There is no design ${id}`)
  if (preview.status === 'invalid-template') {
    return jsonError(404, `Design ${id} has no preview: its template cannot be drawn`, {
      reason: preview.message,
    })
  }

  const etag = `"${preview.key}-${width}"`
  const version = new URL(request.url).searchParams.get('v')
  const headers = {
    'Content-Type': 'image/webp',
    'Cache-Control': version === preview.key ? IMMUTABLE : REVALIDATE,
    ETag: etag,
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(preview.body), { headers })
}
