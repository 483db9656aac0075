import { getDb } from '@/lib/db/client'
import { jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { invoicePdfFor } from '@/lib/shop/invoices/download'
import { orderRequester } from '@/lib/shop/orders/requester'

/** GET /web-api/orders/{number}/invoice (lib/shop/orders/endpoints.ts orderInvoiceEndpoint). */
export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params
  try {
    const pdf = await invoicePdfFor(await getDb(), number, await orderRequester())
    if (!pdf) return jsonError(404, `You have no order ${number} with an invoice.`, { field: 'number' })
    return new Response(Buffer.from(pdf.bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdf.filename}"`,
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    logger().error({ err: error, number }, 'invoice download failed')
    return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
  }
}
