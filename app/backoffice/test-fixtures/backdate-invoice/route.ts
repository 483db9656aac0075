import { z } from 'zod'
import { fixtureBody } from '@/lib/api/e2e-fixtures/fixture-body'
import { requestDb } from '@/lib/api/request-db'
import { backdateInvoice } from '@/lib/api/e2e-fixtures/backdate-invoice'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'

export const dynamic = 'force-dynamic'

const bodySchema = z.strictObject({
  number: z.string().regex(ORDER_NUMBER_PATTERN),
  days: z.number().int().min(1).max(365),
})

/**
 * POST {"number": "KS-…", "days": 20}: the order's invoice as if issued that many days ago, so a
 * browser test sees an overdue invoice and its payment reminder. A 404 everywhere unless the server
 * runs with E2E_FIXTURES=1, like the staff fixture next to it.
 */
export async function POST(request: Request) {
  const body = await fixtureBody(request, bodySchema, 'number must be an order number, days 1–365')
  if (body instanceof Response) return body
  return Response.json({
    changed: await backdateInvoice(await requestDb(), body.number, body.days),
  })
}
