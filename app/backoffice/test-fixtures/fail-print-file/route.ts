import { z } from 'zod'
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
  if (process.env.E2E_FIXTURES !== '1') return new Response('Not found', { status: 404 })
  const parsed = bodySchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ error: 'number must be an order number' }, { status: 400 })
  return Response.json({ failed: await failOrderPrintFiles(await requestDb(), parsed.data.number) })
}
