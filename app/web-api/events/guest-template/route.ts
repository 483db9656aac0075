import { guestTemplate } from '@/lib/api/events/guests/routes'

export const GET = guestTemplate
