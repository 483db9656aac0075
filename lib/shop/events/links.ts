import { segmentOf, type ShopLocaleCode } from '@/lib/config/locales'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { absoluteUrl } from '@/lib/seo/urls'

/**
 * The event portal's public addresses (issue 31), one place for the account, the event page, the
 * RSVP e-mails and the QR codes printed on invitations. Events live on the card brand only.
 */

/** Route segments below the locale: /{locale}/event/{slug}/ is the event page. */
export const EVENT_SEGMENT = 'event'

/**
 * A household's personal link is short because it is printed (QR code and typed from the card):
 * /r/{token} at the site root, no locale; it redirects to the event page with the household known.
 */
export const RSVP_SHORT_SEGMENT = 'r'

/** The short link's path as the proxy sees it: it passes it on to its route, with no locale routing. */
export const RSVP_SHORT_PATH = /^\/r\/[^/]+\/?$/

export function eventPagePath(slug: string, locale: ShopLocaleCode): string {
  return publicPath('card', segmentOf(locale), 'web', [EVENT_SEGMENT, slug])
}

export function eventPageUrl(slug: string, locale: ShopLocaleCode): string {
  return absoluteUrl('card', eventPagePath(slug, locale))
}

export function rsvpShortPath(token: string): string {
  return `/${RSVP_SHORT_SEGMENT}/${token}`
}

export function rsvpShortUrl(token: string): string {
  return absoluteUrl('card', rsvpShortPath(token))
}
