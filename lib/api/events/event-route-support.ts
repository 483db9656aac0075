import 'server-only'
import { z } from 'zod'
import { apiContext, type ApiContext } from '@/lib/api/api-context'
import { handle, type EndpointSpec } from '@/lib/api/endpoint'
import { parseId } from '@/lib/api/sales/cart/route-support'
import { customerDeps } from '@/lib/api/session/customer-deps'
import type { Db } from '@/lib/db/types'
import { HttpError, jsonError } from '@/lib/http/json'
import { queryToObject } from '@/lib/http/query'
import { logger } from '@/lib/log/logger'
import { ShopError } from '@/lib/shop/common/errors'
import { requireCustomer } from '@/lib/shop/customers/session'
import type { SheetFormat } from '@/lib/shop/events/guests/export'
import { exportQuerySchema } from '@/lib/shop/events/guests/schema'

/** The signed-in customer of an event call (401 without): the owner every event function is asked with. */
export async function eventOwnerOf(
  request: Request,
  ctx: ApiContext,
): Promise<{ db: Db; customerId: string }> {
  const deps = await customerDeps()
  const customer = await requireCustomer(deps, request.headers, ctx.locale)
  return { db: deps.db, customerId: customer.id }
}

/** The path of an event route: `/web-api/events/{id}…`, some with `/{householdId}` below it. */
type EventParams = { params: Promise<{ id: string; householdId?: string }> }

/**
 * A route of one event (`/web-api/events/{id}…`): the id checked (400), the customer signed in (401);
 * a household's route (`…/guests/{householdId}…`) has its id checked too ('' on the others). The
 * request is passed on for the routes that read a form rather than JSON.
 */
export function eventRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<Q, B, R>,
  run: (input: {
    id: string
    householdId: string
    body: z.output<B>
    request: Request
    db: Db
    customerId: string
  }) => Promise<z.input<R>>,
) {
  return async (request: Request, { params }: EventParams): Promise<Response> => {
    const raw = await params
    return handle(spec, async ({ body, ctx }) => {
      const id = parseId(z.uuid(), raw.id)
      const householdId =
        raw.householdId === undefined ? '' : parseId(z.uuid(), raw.householdId, 'householdId')
      return run({ id, householdId, body, request, ...(await eventOwnerOf(request, ctx)) })
    })(request)
  }
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<SheetFormat, string>

/**
 * A spreadsheet download of the event portal (guest list, its template, the caterer's file): the
 * query checked like a JSON endpoint's, errors as JSON, never cached. `read` makes the file's bytes in
 * the format asked for.
 */
export async function sheetDownload(
  request: Request,
  name: string,
  read: (ctx: ApiContext, format: SheetFormat) => Promise<Uint8Array>,
): Promise<Response> {
  try {
    // The channel and locale headers are checked as for every endpoint (a brand's unserved locale is a 400).
    const ctx = apiContext(request)
    const query = exportQuerySchema.safeParse(queryToObject(new URL(request.url).searchParams))
    if (!query.success) {
      const issue = query.error.issues[0]
      return jsonError(
        400,
        `Invalid query: ${issue?.path.join('.') || 'format'}: ${issue?.message ?? 'invalid'}`,
        { field: String(issue?.path[0] ?? 'format') },
      )
    }
    const bytes = await read(ctx, query.data.format)
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': CONTENT_TYPES[query.data.format],
        'content-disposition': `attachment; filename="${name}.${query.data.format}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse()
    if (error instanceof ShopError) {
      return jsonError(error.status, error.message, error.options.field ? { field: error.options.field } : {})
    }
    logger().error({ err: error, name }, 'event spreadsheet download failed')
    return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
  }
}

/** The event id of a download's path, checked like an event route's (400) before anything is read. */
export async function eventIdOf(params: Promise<{ id: string }>): Promise<string> {
  return parseId(z.uuid(), (await params).id)
}
