import { renewRsvpLink } from '@/lib/api/events/guests/routes'

export const POST = renewRsvpLink
