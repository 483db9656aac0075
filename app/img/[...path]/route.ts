import { createHash } from 'node:crypto'
import { jsonError } from '@/lib/http/json'
import { clientAddress } from '@/lib/http/rate-limit'
import { parseImageRequest } from '@/lib/images/image-request'
import { renderImage } from '@/lib/images/image-service'
import { logger } from '@/lib/log/logger'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'

/** Sources are committed files and code-drawn artwork: a URL's output changes only with a deploy. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800'

type Params = { params: Promise<{ path: string[] }> }

/**
 * GET /img/{source}/m/{w}x{h}/filters:format(webp):quality(75): a local image resized and re-encoded
 * by sharp with Storyblok's URL syntax (docs/adr/0016), in the render pool (docs/adr/0048). A size
 * outside the listed widths or a bad filter is a 400 naming it.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { path } = await params
  const parsed = parseImageRequest(path.map((segment) => decodeURIComponent(segment)))
  if (!parsed.ok) return jsonError(400, parsed.message)
  try {
    const image = await renderImage(parsed.value, {
      client: clientAddress(request.headers),
      signal: request.signal,
    })
    if (!image) return jsonError(404, `There is no image "${parsed.value.source.join('/')}"`)
    // The ETag is the output's hash: a revalidation after a deploy that changed nothing costs no body.
    const etag = `"${createHash('sha1').update(image.body).digest('hex').slice(0, 27)}"`
    const headers = { 'Content-Type': image.type, 'Cache-Control': CACHE, ETag: etag }
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
    return new Response(new Uint8Array(image.body), { headers })
  } catch (error) {
    // Busy (503), too many at once (429), past the time or memory limit (422): the pool's words.
    if (error instanceof RenderRefused && error.reason !== 'failed') return renderRefusedResponse(error)
    logger().warn({ err: error, path: path.join('/') }, 'image could not be rendered')
    return jsonError(422, `The image "${parsed.value.source.join('/')}" could not be decoded`)
  }
}
