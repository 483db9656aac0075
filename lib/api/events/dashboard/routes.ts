import 'server-only'
import { eventIdOf, eventOwnerOf, eventRoute, sheetDownload } from '@/lib/api/events/event-route-support'
import { kickMailWorker } from '@/lib/mail/runner'
import { catererExport, eventDashboard, remindHouseholds } from '@/lib/shop/events/dashboard'
import { eventDashboardEndpoint, sendRemindersEndpoint } from './endpoints'

/** Route handlers of the couple's dashboard; each asks the domain as the signed-in owner. */

export const getDashboard = eventRoute(eventDashboardEndpoint, ({ id, db, customerId }) =>
  eventDashboard(db, customerId, id),
)

export const postReminders = eventRoute(sendRemindersEndpoint, async ({ id, db, customerId }) => {
  const result = await remindHouseholds(db, customerId, id)
  kickMailWorker()
  return result
})

/** The caterer's file (meals and diets, no contact data) as a download. */
export function getCatererExport(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  return sheetDownload(request, 'caterer', async (ctx, format) => {
    const id = await eventIdOf(params)
    const { db, customerId } = await eventOwnerOf(request, ctx)
    return catererExport(db, customerId, id, format)
  })
}
