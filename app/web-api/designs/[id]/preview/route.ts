import { readRequestOwner } from '@/lib/auth/request-owner'
import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { savedDesignOwnerOf } from '@/lib/shop/saved-designs/saved-designs'
import { savedDesignPreview } from '@/lib/shop/saved-designs/preview'

/** The thumbnail of "Meine Designs"; personal, so never in a shared cache. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const owner = savedDesignOwnerOf(await readRequestOwner())
    const preview = owner ? await savedDesignPreview(await getDb(), owner, (await params).id) : null
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
    logger().error({ err: error }, 'saved design preview failed')
    return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
  }
}
