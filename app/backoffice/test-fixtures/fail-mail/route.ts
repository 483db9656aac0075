import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '@/lib/db/client'
import { mailOutbox } from '@/lib/db/schema'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'

export const dynamic = 'force-dynamic'

const bodySchema = z.strictObject({ number: z.string().regex(ORDER_NUMBER_PATTERN) })

/**
 * POST {"number": "KS-…"}: the order's confirmation mail as if SMTP had refused it on every try
 * (status failed), so a browser test can press "send again" in the back office. A 404 everywhere
 * unless the server runs with E2E_FIXTURES=1, like the staff fixture next to it.
 */
export async function POST(request: Request) {
  if (process.env.E2E_FIXTURES !== '1') return new Response('Not found', { status: 404 })
  const parsed = bodySchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ error: 'number must be an order number' }, { status: 400 })
  const rows = await (
    await getDb()
  )
    .update(mailOutbox)
    .set({ status: 'failed', attempts: 8, lastError: '421 SMTP not available (test fixture)' })
    .where(eq(mailOutbox.messageKey, `order-confirmation:${parsed.data.number}`))
    .returning({ id: mailOutbox.id })
  return Response.json({ failed: rows.length })
}
