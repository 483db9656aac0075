import { getPrintOverview, postStartPrint } from '@/lib/api/events/print/routes'

export const GET = getPrintOverview
export const POST = postStartPrint
