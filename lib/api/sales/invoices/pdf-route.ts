import 'server-only'
import type { Db } from '@/lib/db/types'
import { requestDb } from '@/lib/api/request-db'
import { jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import type { OrderRequester } from '@/lib/shop/sales/orders/ownership'
import { orderRequester } from '@/lib/api/sales/orders/requester'

type FindPdf = (
  db: Db,
  orderNumber: string,
  who: OrderRequester,
) => Promise<{ filename: string; bytes: Uint8Array } | null>

/**
 * The GET handler of an order's invoice-like PDF (invoice, cancellation invoice): the requester's own
 * order or the same 404 for everybody else, never cached, a 500 without details if drawing fails.
 */
export function orderPdfRoute(find: FindPdf, notFound: (number: string) => string, what: string) {
  return async function GET(_request: Request, { params }: { params: Promise<{ number: string }> }) {
    const { number } = await params
    try {
      const pdf = await find(await requestDb(), number, await orderRequester())
      if (!pdf) return jsonError(404, notFound(number), { field: 'number' })
      return new Response(Buffer.from(pdf.bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${pdf.filename}"`,
          'cache-control': 'private, no-store',
        },
      })
    } catch (error) {
      logger().error({ err: error, number }, `${what} download failed`)
      return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
    }
  }
}
