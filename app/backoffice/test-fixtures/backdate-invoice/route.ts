import { z } from 'zod'
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
  if (process.env.E2E_FIXTURES !== '1') return new Response('Not found', { status: 404 })
  const parsed = bodySchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success)
    return Response.json({ error: 'number must be an order number, days 1–365' }, { status: 400 })
  return Response.json({
    changed: await backdateInvoice(await requestDb(), parsed.data.number, parsed.data.days),
  })
}
