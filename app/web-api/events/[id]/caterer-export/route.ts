import { getCatererExport } from '@/lib/api/events/dashboard/routes'

export const GET = getCatererExport
