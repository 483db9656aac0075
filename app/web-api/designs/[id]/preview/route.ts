import { readRequestOwner } from '@/lib/api/session/request-owner'
import { clientAddress } from '@/lib/http/client-address'
import { jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'
import { savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { shopSavedDesignPreview } from '@/lib/shop/design-print/saved-designs/preview'

/**
 * The thumbnail of "Meine Designs"; personal, so never in a shared cache. Drawn in the render pool
 * for this visitor's address, so their previews count against their own cap like /img's pictures.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const owner = savedDesignOwnerOf(await readRequestOwner())
    const requester = { client: clientAddress(request.headers), signal: request.signal }
    const preview = owner ? await shopSavedDesignPreview(owner, (await params).id, requester) : null
    if (!preview) return jsonError(404, 'There is no such saved design.')
    return new Response(new Uint8Array(preview.bytes), {
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'private, no-cache',
        etag: `"${preview.revision}"`,
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    // Busy (503), too many at once (429, both with Retry-After), too slow or large (422): not our fault.
    if (error instanceof RenderRefused && error.reason !== 'failed') return renderRefusedResponse(error)
    logger().error({ err: error }, 'saved design preview failed')
    return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
  }
}
