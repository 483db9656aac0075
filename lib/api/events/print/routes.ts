import 'server-only'
import { eventRoute } from '@/lib/api/events/event-route-support'
import { printOverview, startEventPrint } from '@/lib/shop/events/print'
import { printOverviewEndpoint, startPrintEndpoint } from './endpoints'

/** Route handlers of "Drucken"; each asks the domain as the signed-in owner. */

export const getPrintOverview = eventRoute(printOverviewEndpoint, ({ id, db, customerId }) =>
  printOverview(db, customerId, id),
)

export const postStartPrint = eventRoute(startPrintEndpoint, ({ id, body, db, customerId }) =>
  startEventPrint(db, { eventId: id, customerId, kind: body.kind, withMeal: body.withMeal }),
)
