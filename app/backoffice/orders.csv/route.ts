import type { NextRequest } from 'next/server'
import { requestDb } from '@/lib/api/request-db'
import { ordersCsv } from '@/lib/backoffice/orders-csv'
import { exportOrders, parseOrderFilter } from '@/lib/backoffice/orders-query'
import { staffForRoute, staffLog } from '@/lib/api/backoffice/staff-session'

export const dynamic = 'force-dynamic'

/** GET: the orders matching the list's filters as CSV (staff who may export; other staff 403, anyone else 404). */
export async function GET(request: NextRequest) {
  const session = await staffForRoute('export')
  if (session instanceof Response) return session
  const filter = parseOrderFilter(Object.fromEntries(request.nextUrl.searchParams))
  const { rows, invoices } = await exportOrders(await requestDb(), filter)
  staffLog(session, 'exported-orders', { filter, rows: rows.length })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(ordersCsv(rows, invoices), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="bestellungen-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
