import { requestDb } from '@/lib/api/request-db'
import { staffForRoute, staffLog } from '@/lib/api/backoffice/staff-session'
import { packingSlipOf, renderPackingSlip } from '@/lib/backoffice/shipping/packing-slip'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })

/** GET: the order's packing slip as PDF (?shipment=<id>: one parcel's); staff who ship (others 403, anyone else 404). */
export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const session = await staffForRoute('changeStatus')
  if (session instanceof Response) return session
  const { number } = await params
  const shipment = new URL(request.url).searchParams.get('shipment')
  const slip = await packingSlipOf(await requestDb(), number, shipment)
  if (!slip) return notFound()
  staffLog(session, 'printed-packing-slip', { order: number, shipment })
  return new Response(Buffer.from(await renderPackingSlip(slip)), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Lieferschein-${slip.orderNumber}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
}
