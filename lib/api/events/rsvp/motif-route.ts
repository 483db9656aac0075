import 'server-only'
import { requestDb } from '@/lib/api/request-db'
import { clientAddress } from '@/lib/http/client-address'
import { jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'
import { EVENT_SLUG_PATTERN } from '@/lib/shop/events/rsvp/guest-event'
import { eventMotif } from '@/lib/shop/events/rsvp/motif'
import { requestGuestAccess } from './routes'

const NOT_FOUND = 'Dieses Bild gibt es nicht.'

/**
 * GET /web-api/event-pages/{slug}/motif: the invitation's front page for the event page, to whoever
 * may see that page (a draft only to its owner, a password page only after the password or with a
 * household link). Private: a password page's picture must not sit in a shared cache.
 */
export async function getEventMotif(request: Request, slug: string): Promise<Response> {
  if (!EVENT_SLUG_PATTERN.test(slug)) return jsonError(404, NOT_FOUND)
  try {
    const access = await requestGuestAccess(request, slug)
    if (!access?.entered) return jsonError(404, NOT_FOUND)
    const requester = { client: clientAddress(request.headers), signal: request.signal }
    const bytes = await eventMotif(await requestDb(), access.event, requester)
    if (!bytes) return jsonError(404, NOT_FOUND)
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'private, max-age=600',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof RenderRefused && error.reason !== 'failed')
      return renderRefusedResponse(error, 'de-DE')
    logger().error({ err: error, slug }, 'event motif failed')
    return jsonError(500, 'Etwas ist bei uns schiefgegangen. Bitte versuchen Sie es gleich noch einmal.')
  }
}
