import 'server-only'
import type { z } from 'zod'
import type { EndpointSpec } from '@/lib/api/endpoint'
import { withId } from '@/lib/api/sales/cart/route-support'
import { customerDeps } from '@/lib/api/session/customer-deps'
import type { Db } from '@/lib/db/types'
import type { ApiContext } from '@/lib/api/api-context'
import { requireCustomer } from '@/lib/shop/customers/session'

/** The signed-in customer of an event call (401 without): the owner every event function is asked with. */
export async function eventOwnerOf(
  request: Request,
  ctx: ApiContext,
): Promise<{ db: Db; customerId: string }> {
  const deps = await customerDeps()
  const customer = await requireCustomer(deps, request.headers, ctx.locale)
  return { db: deps.db, customerId: customer.id }
}

/** A route of one event (`/web-api/events/{id}…`): the id checked (400), the customer signed in (401). */
export function eventRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<Q, B, R>,
  run: (input: { id: string; body: z.output<B>; db: Db; customerId: string }) => Promise<z.input<R>>,
) {
  return (request: Request, context: { params: Promise<{ id: string }> }) =>
    withId(spec, async ({ id, body, ctx }) => run({ id, body, ...(await eventOwnerOf(request, ctx)) }))(
      request,
      context,
    )
}
