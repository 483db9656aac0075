import 'server-only'
import type { z } from 'zod'
import { pageOf } from '@/lib/api/catalogue/wishlist-form-post'
import { handle, type EndpointSpec } from '@/lib/api/endpoint'
import { withPathParams } from '@/lib/api/path-params'
import { requestDb } from '@/lib/api/request-db'
import { readCustomerId } from '@/lib/api/session/request-owner'
import { isFormPost } from '@/lib/api/sales/cart/route-support'
import { checkEventPassword } from '@/lib/shop/events/event/events'
import { clientAddress } from '@/lib/http/client-address'
import { ShopError } from '@/lib/shop/common/errors'
import type { Db } from '@/lib/db/types'
import { findHouseholdToken } from '@/lib/shop/events/rsvp/find'
import { eventBySlug } from '@/lib/shop/events/rsvp/guest-event'
import { guardRsvpRate } from '@/lib/shop/events/rsvp/limits'
import { RSVP_MESSAGES } from '@/lib/shop/events/rsvp/messages'
import { EVENT_NOT_FOUND, submitRsvp } from '@/lib/shop/events/rsvp/submit'
import {
  eventPasswordEndpoint,
  findHouseholdEndpoint,
  rsvpAnswerEndpoint,
  type eventSlugQuery,
} from './endpoints'
import { fieldsOfForm, rsvpBodyOfForm } from './form'
import { guestAnswerPage } from './guest-answer-page'
import { accessCookie, guestAccess, guestPagePath, headerCookies, householdCookie } from './guest-access'

/**
 * The route handlers of the event page's forms (issue 31 points 2 and 4). Each is one JSON endpoint
 * (lib/api/events/rsvp/endpoints.ts); a plain form post (no JavaScript) is turned into its JSON body
 * and answered with a 303 back to the event page, or with a small page saying what went wrong.
 */
type Slug = z.output<typeof eventSlugQuery>
type Run<B extends z.ZodType, R extends z.ZodType> = (input: {
  slug: string
  body: z.output<B>
  db: Db
  request: Request
  setCookie: (value: string) => void
}) => Promise<z.input<R>>

interface FormAnswers {
  body: (form: FormData) => unknown
  /** Where a successful form post goes, from the endpoint's answer. */
  success: (pagePath: string) => string
  /** A refusal that is better shown on the page itself (wrong password, no match): its address. */
  onPage?: (status: number, pagePath: string) => string | null
}

function eventPageRoute<B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<typeof eventSlugQuery, B, R>,
  run: Run<B, R>,
  form: FormAnswers,
) {
  return withPathParams<{ slug: string }>(async (request: Request): Promise<Response> => {
    const cookies: string[] = []
    const json = handle(spec, async ({ query, body, db, request: inner }) =>
      run({
        slug: (query as Slug).slug,
        body,
        db: await db(),
        request: inner,
        setCookie: (c) => cookies.push(c),
      }),
    )
    const asForm = isFormPost(request)
    const answer = await json(asForm ? await jsonOfForm(request, form.body) : request)
    for (const cookie of cookies) answer.headers.append('set-cookie', cookie)
    // The page's island posts the form itself and asks for JSON, to show a refusal beside the button.
    if (!asForm || request.headers.get('accept')?.includes('application/json')) return answer
    return formAnswer(request, answer, form)
  })
}

async function jsonOfForm(request: Request, toBody: (form: FormData) => unknown): Promise<Request> {
  const form = await request.formData().catch(() => null)
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  // An unreadable form becomes an empty body, which the schema refuses naming the first field.
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(form ? toBody(form) : {}) })
}

async function formAnswer(request: Request, answer: Response, form: FormAnswers): Promise<Response> {
  const body = (await answer.json()) as { pagePath?: string; error?: { message: string } }
  const cookies = answer.headers.getSetCookie()
  const back = pageOf(request)
  const backPath = back ? back.pathname : null
  const redirect = (location: string) => {
    const headers = new Headers({ location, 'cache-control': 'private, no-store' })
    for (const cookie of cookies) headers.append('set-cookie', cookie)
    return new Response(null, { status: 303, headers })
  }
  if (answer.ok && body.pagePath) return redirect(form.success(body.pagePath))
  const onPage = backPath ? form.onPage?.(answer.status, backPath) : null
  if (onPage) return redirect(onPage)
  const retryAfter = answer.headers.get('retry-after')
  return guestAnswerPage(
    answer.status,
    {
      heading: answer.status === 429 ? RSVP_MESSAGES.tooManyHeading : RSVP_MESSAGES.refusedHeading,
      message: body.error?.message ?? RSVP_MESSAGES.linkUnknown,
      back: backPath ? { href: backPath, label: RSVP_MESSAGES.back } : null,
    },
    retryAfter ? { 'Retry-After': retryAfter } : {},
  )
}

/** A published event, else the 404 every guest endpoint answers for a draft or unknown slug. */
async function publishedEvent(db: Db, slug: string) {
  const event = await eventBySlug(db, slug)
  if (!event || event.state !== 'published')
    throw new ShopError(EVENT_NOT_FOUND, { status: 404, field: 'slug' })
  return event
}

export const postRsvpAnswer = eventPageRoute(
  rsvpAnswerEndpoint,
  async ({ slug, body, db, request }) => {
    await guardRsvpRate('submit', clientAddress(request.headers))
    const result = await submitRsvp(db, slug, body)
    const event = await publishedEvent(db, slug)
    return { ...result, pagePath: guestPagePath(event) }
  },
  { body: rsvpBodyOfForm, success: (path) => `${path}?antwort=gespeichert#antwort` },
)

export const postFindHousehold = eventPageRoute(
  findHouseholdEndpoint,
  async ({ slug, body, db, request, setCookie }) => {
    const event = await publishedEvent(db, slug)
    await guardRsvpRate('findPerClient', `${clientAddress(request.headers)} ${event.id}`)
    await guardRsvpRate('findPerEvent', event.id)
    const access = await guestAccess(db, slug, headerCookies(request), null)
    if (!access?.entered) throw new ShopError(RSVP_MESSAGES.passwordFirst, { status: 403 })
    const token = await findHouseholdToken(db, event.id, body)
    if (!token) throw new ShopError(RSVP_MESSAGES.notFoundByName, { status: 404, field: 'name' })
    setCookie(householdCookie(event.id, token))
    return { pagePath: guestPagePath(event) }
  },
  {
    body: (form) => fieldsOfForm(form, ['firstName', 'lastName']),
    success: (path) => `${path}#antwort`,
    onPage: (status, path) => (status === 404 ? `${path}?suche=ohne-treffer#finden` : null),
  },
)

export const postEventPassword = eventPageRoute(
  eventPasswordEndpoint,
  async ({ slug, body, db, request, setCookie }) => {
    const event = await publishedEvent(db, slug)
    await guardRsvpRate('password', `${clientAddress(request.headers)} ${event.id}`)
    if (!(await checkEventPassword(event, body.password))) {
      throw new ShopError(RSVP_MESSAGES.wrongPassword, { status: 403, field: 'password' })
    }
    if (event.passwordHash) setCookie(accessCookie(event))
    return { pagePath: guestPagePath(event) }
  },
  {
    body: (form) => fieldsOfForm(form, ['password']),
    success: (path) => path,
    onPage: (status, path) => (status === 403 ? `${path}?passwort=falsch` : null),
  },
)

/** For the motif picture and the page: the visitor's access, read from the request's cookies. */
export async function requestGuestAccess(request: Request, slug: string) {
  return guestAccess(await requestDb(), slug, headerCookies(request), await readCustomerId())
}
