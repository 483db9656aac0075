import 'server-only'
import { z } from 'zod'
import { BRANDS } from '@/lib/config/brands'
import { isLocaleSegment, segmentOf } from '@/lib/config/locales'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { apiContext, type ApiContext } from '@/lib/api/api-context'
import { describeIssue, handle, type AnyEndpoint, type EndpointSpec } from '@/lib/api/endpoint'
import { requestDb } from '@/lib/api/request-db'
import type { Db } from '@/lib/db/types'
import { HttpError, jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { ShopError } from '@/lib/shop/common/errors'
import { ensureRequestOwner } from '@/lib/api/session/request-owner'
import type { ShopOwner } from '@/lib/shop/common/owner'

/** Glue between the cart's route handlers and lib/shop/sales/cart: the owner, path ids, HTML form posts. */

/** The signed-in customer's cart, else the visitor's (the cookie is created when missing). */
export async function cartOwner(): Promise<ShopOwner> {
  return ensureRequestOwner()
}

/** The `{id}` of a route, or a 400 naming it. */
export function parseId<T>(schema: z.ZodType<T>, value: string, field = 'id'): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ShopError(`Invalid path: ${field}: not a valid id`, { status: 400, field })
  return parsed.data
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export function isFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? ''
  return FORM_TYPES.some((t) => type.startsWith(t))
}

const numeric = /^-?\d{1,12}$/
/** Form fields as JSON: digits become numbers, `a.b` nests, empty fields are left out. */
export function formToObject(form: FormData, ignore: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of form.entries()) {
    if (typeof raw !== 'string' || raw === '' || ignore.includes(key)) continue
    const value = numeric.test(raw) ? Number(raw) : raw
    const path = key.split('.')
    let target = out
    for (const part of path.slice(0, -1)) {
      const next = target[part]
      target = (typeof next === 'object' && next !== null ? next : (target[part] = {})) as Record<
        string,
        unknown
      >
    }
    target[path[path.length - 1] ?? key] = value
  }
  return out
}

/**
 * A POST that a JavaScript client sends as JSON and a plain HTML form (product page, editor) sends as
 * form fields. The JSON path is the shared handler; the form path parses the same schema and answers
 * 303 to the cart page of the form's `locale` segment (default: German shop), or the same JSON 4xx.
 */
export function jsonOrForm<B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<z.ZodType, B, R>,
  shape: (fields: Record<string, unknown>) => unknown,
  run: (input: { body: z.output<B>; ctx: ApiContext; db: () => Promise<Db> }) => Promise<unknown>,
) {
  const json = handle(
    spec as AnyEndpoint,
    ({ body, ctx, db }) => run({ body: body as z.output<B>, ctx, db }) as Promise<z.input<R>>,
  )
  return async (request: Request): Promise<Response> => {
    if (!isFormPost(request)) return json(request)
    try {
      const ctx = apiContext(request)
      const form = await request.formData().catch(() => {
        throw new HttpError(400, 'Request body is not a valid form')
      })
      const segment = String(form.get('locale') ?? segmentOf(ctx.locale))
      const locale = isLocaleSegment(segment) && BRANDS[ctx.brand].locales.includes(segment) ? segment : 'de'
      const parsed = spec.body?.safeParse(shape(formToObject(form, ['locale'])))
      if (!parsed?.success) {
        const { message, field } = parsed
          ? describeIssue(parsed.error, 'body')
          : { message: 'No body', field: 'body' }
        return jsonError(400, message, { field })
      }
      await run({ body: parsed.data, ctx, db: requestDb })
      const location = publicPath(ctx.brand, locale, 'web', SHOP_ROUTES.cart)
      return new Response(null, { status: 303, headers: { location } })
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse()
      if (error instanceof ShopError) {
        return jsonError(
          error.status,
          error.message,
          error.options.field ? { field: error.options.field } : undefined,
        )
      }
      logger().error({ err: error, path: spec.path }, 'form post failed')
      return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
    }
  }
}

/** A route with `{id}` in its path: the shared handler, with the id parsed first. */
export function withId<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<Q, B, R>,
  run: (input: {
    id: string
    body: z.output<B>
    ctx: ApiContext
    db: () => Promise<Db>
  }) => Promise<z.input<R>>,
) {
  return async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const { id } = await params
    return handle(spec, async ({ body, ctx, db }) => run({ id: parseId(z.uuid(), id), body, ctx, db }))(
      request,
    )
  }
}
