import { getDashboard } from '@/lib/api/events/dashboard/routes'

export const GET = getDashboard
