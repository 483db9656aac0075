import 'server-only'
import { BRAND_COOKIE } from '@/lib/config/brands'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/client-address'
import { resolveBrand } from '@/lib/routing/brand-from-host'
import { ShopError } from '@/lib/shop/common/errors'
import { householdByToken } from '@/lib/shop/events/rsvp/guest-event'
import { guardRsvpRate } from '@/lib/shop/events/rsvp/limits'
import { RSVP_MESSAGES } from '@/lib/shop/events/rsvp/messages'
import { requestDb } from '@/lib/api/request-db'
import { guestAnswerPage } from './guest-answer-page'
import { guestPagePath, headerCookies, householdCookie } from './guest-access'

/**
 * GET /r/{token} (issue 31 point 4): the household's printed link. It remembers the household in a
 * cookie for its event and sends the browser (303) to the event page in the event's language. An
 * unknown or revoked token, a draft event or the poster brand's host get a plain 404 page that says
 * what to do; every client address may try a limited number of links (lib/shop/events/rsvp/limits).
 */
export async function openShortLink(request: Request, token: string): Promise<Response> {
  const notFound = () =>
    guestAnswerPage(404, {
      heading: RSVP_MESSAGES.linkUnknownHeading,
      message: RSVP_MESSAGES.linkUnknown,
      back: null,
    })
  const brand = resolveBrand(
    request.headers.get('host'),
    headerCookies(request)(BRAND_COOKIE) ?? null,
    env().BRAND_HOSTS,
  )
  if (brand !== 'card') return notFound()
  try {
    await guardRsvpRate('shortLink', clientAddress(request.headers))
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    return guestAnswerPage(
      429,
      { heading: RSVP_MESSAGES.tooManyHeading, message: error.message, back: null },
      { 'Retry-After': String(error.options.retryAfterSeconds ?? 60) },
    )
  }
  const found = await householdByToken(await requestDb(), token)
  if (!found || found.event.state !== 'published') return notFound()
  const headers = new Headers({ location: guestPagePath(found.event), 'cache-control': 'private, no-store' })
  headers.append('set-cookie', householdCookie(found.event.id, found.household.rsvpToken))
  headers.set('x-robots-tag', 'noindex, nofollow')
  return new Response(null, { status: 303, headers })
}
