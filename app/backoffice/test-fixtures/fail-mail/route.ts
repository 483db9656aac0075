import { z } from 'zod'
import { fixtureBody } from '@/lib/api/e2e-fixtures/fixture-body'
import { requestDb } from '@/lib/api/request-db'
import { failOrderConfirmationMail } from '@/lib/api/e2e-fixtures/fail-order-mail'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'

export const dynamic = 'force-dynamic'

const bodySchema = z.strictObject({ number: z.string().regex(ORDER_NUMBER_PATTERN) })

/**
 * POST {"number": "KS-…"}: the order's confirmation mail as if SMTP had refused it on every try
 * (status failed), so a browser test can press "send again" in the back office. A 404 everywhere
 * unless the server runs with E2E_FIXTURES=1, like the staff fixture next to it.
 */
export async function POST(request: Request) {
  const body = await fixtureBody(request, bodySchema, 'number must be an order number')
  if (body instanceof Response) return body
  return Response.json({ failed: await failOrderConfirmationMail(await requestDb(), body.number) })
}
