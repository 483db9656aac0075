import { z } from 'zod'
import { fixtureBody } from '@/lib/api/e2e-fixtures/fixture-body'
import { requestDb } from '@/lib/api/request-db'
import { failOrderPrintFiles } from '@/lib/api/e2e-fixtures/fail-print-file'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'

export const dynamic = 'force-dynamic'

const bodySchema = z.strictObject({ number: z.string().regex(ORDER_NUMBER_PATTERN) })

/**
 * POST {"number": "KS-…"}: the order's print files as if every render had failed, so a browser test
 * can press "Erneut rendern" in the production queue. A 404 everywhere unless the server runs with
 * E2E_FIXTURES=1, like the other fixtures next to it.
 */
export async function POST(request: Request) {
  const body = await fixtureBody(request, bodySchema, 'number must be an order number')
  if (body instanceof Response) return body
  return Response.json({ failed: await failOrderPrintFiles(await requestDb(), body.number) })
}
