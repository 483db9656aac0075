import 'server-only'
import { jobTicketsOfOrder } from '@/lib/backoffice/job-ticket/load'
import { onShopDb } from './shop-db'

/** The job tickets of an order's lines (issue 34 point 1), shown under each line of the order page. */
export const staffJobTickets = onShopDb(jobTicketsOfOrder)
