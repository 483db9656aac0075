import { handle } from '@/lib/api/endpoint'
import { ordersExportEndpoint } from '@/lib/api/backoffice/export-endpoint'
import { staffOfApiToken } from '@/lib/backoffice/api-tokens'
import { ordersTable } from '@/lib/backoffice/orders-csv'
import { exportOrders } from '@/lib/backoffice/orders-query'
import { can } from '@/lib/backoffice/permissions'
import { SHOP_TIME_ZONE } from '@/lib/backoffice/time'
import { HttpError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'

export const dynamic = 'force-dynamic'

/** GET: the order export for an accounting tool, by a staff member's own token (ADR 0087). */
export const GET = handle(ordersExportEndpoint, async ({ query, request, db: openDb }) => {
  const db = await openDb()
  const staff = await staffOfApiToken(db, request.headers.get('authorization'))
  if (!staff) throw new HttpError(401, 'Kein gültiges API-Token (Authorization: Bearer bo_…).')
  if (!can(staff, 'export'))
    throw new HttpError(403, 'Die Rolle dieses Tokens darf keine Bestellungen exportieren.')
  const { rows, invoices } = await exportOrders(db, { ...query, page: 1 })
  logger().info(
    { staff: { id: staff.customerId, email: staff.email }, action: 'exported-orders-api', rows: rows.length },
    'backoffice exported-orders-api',
  )
  return { timeZone: SHOP_TIME_ZONE, ...ordersTable(rows, invoices) }
})
