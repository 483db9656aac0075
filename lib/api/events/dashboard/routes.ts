import 'server-only'
import { z } from 'zod'
import { apiContext } from '@/lib/api/api-context'
import { eventOwnerOf, eventRoute } from '@/lib/api/events/event-route-support'
import { parseId } from '@/lib/api/sales/cart/route-support'
import { HttpError, jsonError } from '@/lib/http/json'
import { queryToObject } from '@/lib/http/query'
import { logger } from '@/lib/log/logger'
import { kickMailWorker } from '@/lib/mail/runner'
import { ShopError } from '@/lib/shop/common/errors'
import { catererExport, eventDashboard, remindHouseholds } from '@/lib/shop/events/dashboard'
import { catererQuerySchema } from '@/lib/shop/events/dashboard/schema'
import { eventDashboardEndpoint, sendRemindersEndpoint } from './endpoints'

/** Route handlers of the couple's dashboard; each asks the domain as the signed-in owner. */

export const getDashboard = eventRoute(eventDashboardEndpoint, ({ id, db, customerId }) =>
  eventDashboard(db, customerId, id),
)

export const postReminders = eventRoute(sendRemindersEndpoint, async ({ id, db, customerId }) => {
  const result = await remindHouseholds(db, customerId, id)
  kickMailWorker()
  return result
})

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/** The caterer's file: the query checked like a JSON endpoint's, errors as JSON, never cached. */
export async function getCatererExport(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  try {
    const ctx = apiContext(request)
    const query = catererQuerySchema.safeParse(queryToObject(new URL(request.url).searchParams))
    if (!query.success) {
      const issue = query.error.issues[0]
      return jsonError(
        400,
        `Invalid query: ${issue?.path.join('.') || 'format'}: ${issue?.message ?? 'invalid'}`,
        {
          field: String(issue?.path[0] ?? 'format'),
        },
      )
    }
    const id = parseId(z.uuid(), (await params).id)
    const { db, customerId } = await eventOwnerOf(request, ctx)
    const bytes = await catererExport(db, customerId, id, query.data.format)
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': CONTENT_TYPES[query.data.format],
        'content-disposition': `attachment; filename="caterer.${query.data.format}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse()
    if (error instanceof ShopError) {
      return jsonError(error.status, error.message, error.options.field ? { field: error.options.field } : {})
    }
    logger().error({ err: error }, 'caterer export failed')
    return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
  }
}
