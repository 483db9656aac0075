import { requestDb } from '@/lib/api/request-db'
import { staffInvoicePdf } from '@/lib/backoffice/invoices'
import { staffForRoute, staffLog } from '@/lib/api/backoffice/staff-session'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })

/** GET: an invoice or cancellation invoice of the order as PDF, for staff who see money (other staff 403, anyone else 404). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ number: string; invoice: string }> },
) {
  const session = await staffForRoute('viewMoney')
  if (session instanceof Response) return session
  const { number, invoice } = await params
  const pdf = await staffInvoicePdf(await requestDb(), number, invoice)
  if (!pdf) return notFound()
  staffLog(session, 'downloaded-invoice', { order: number, invoice })
  return new Response(Buffer.from(pdf.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdf.filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
