import 'server-only'
import { apiContext, LOCALE_HEADER } from '@/lib/api/api-context'
import { formToObject, isFormPost } from '@/lib/api/sales/cart/route-support'
import { segmentOf } from '@/lib/config/locales'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { env } from '@/lib/env'
import { jsonError } from '@/lib/http/json'
import { publicPath } from '@/lib/routing/resolve-request-context'

/**
 * The heart before hydration or without JavaScript: a plain form post to POST /web-api/wishlist
 * (fields designId, save=true|false and the shop's locale). The fields become the endpoint's JSON body
 * and the same handler answers, so the form gets the same checks and refusals (as JSON, like the
 * cart's forms). Success is a 303 back to the page the form was on, showing the heart as it is now.
 */
export function withWishlistFormPost(json: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (!isFormPost(request)) return json(request)
    const form = await request.formData().catch(() => null)
    if (!form) return jsonError(400, 'Request body is not a valid form')
    const asJson = jsonRequestOf(request, form)
    const answer = await json(asJson)
    if (!answer.ok) return answer
    const page = pageOf(request)
    const headers = new Headers({ 'cache-control': 'no-store' })
    if (page) {
      headers.set('location', page.pathname + page.search)
      headers.append('set-cookie', ownRenderingCookie(page.pathname))
    } else headers.set('location', wishlistPage(asJson))
    return new Response(null, { status: 303, headers })
  }
}

/** The form's fields as the endpoint's JSON body, its locale field as the locale header. */
function jsonRequestOf(request: Request, form: FormData): Request {
  const fields = formToObject(form, ['locale'])
  // A form sends text; anything but the two words stays text, and the schema names the field.
  if (fields.save === 'true' || fields.save === 'false') fields.save = fields.save === 'true'
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  const locale = form.get('locale')
  if (typeof locale === 'string' && locale) headers.set(LOCALE_HEADER, locale)
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(fields) })
}

/**
 * The page the form was posted from: the Referer when it names this host (browsers send the full
 * address to the same origin under the shop's strict-origin-when-cross-origin policy). Only its path
 * and query are used, so the answer cannot send the browser to another site; null when there is no
 * page to trust.
 */
export function pageOf(request: Request): URL | null {
  const referer = request.headers.get('referer')
  const host = request.headers.get('host')
  if (!referer || !host) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.host.toLowerCase() !== host.trim().toLowerCase()) return null
  // "//evil.example/" or "/\evil.example/" as a Location would be read as another host; a ";" would
  // end the cookie's Path.
  if (/^\/[/\\]/.test(url.pathname) || url.pathname.includes(';')) return null
  return url
}

/**
 * A listing is one shared rendering whose hearts the browser fills in (ADR 0031), so without
 * JavaScript the page the heart came from would show it empty again. A cookie the shared rendering
 * does not allow (lib/security/shared-render.ts) makes the proxy render that page for this visitor,
 * with the hearts read on the server: on that path only, for a minute, long enough for the redirect.
 */
export const OWN_RENDERING_COOKIE = 'wishlist_changed'

function ownRenderingCookie(path: string): string {
  const secure = env().COOKIE_SECURE ? '; Secure' : ''
  return `${OWN_RENDERING_COOKIE}=1; Path=${path}; Max-Age=60; HttpOnly; SameSite=Lax${secure}`
}

/** Without a Referer (stripped by a privacy setting): the wishlist page, which shows the change. */
function wishlistPage(request: Request): string {
  const ctx = apiContext(request)
  return publicPath(ctx.brand, segmentOf(ctx.locale), 'web', SHOP_ROUTES.wishlist)
}
