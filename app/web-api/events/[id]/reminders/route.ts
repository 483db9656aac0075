import { postReminders } from '@/lib/api/events/dashboard/routes'

export const POST = postReminders
