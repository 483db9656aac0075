import { guestMailMerge } from '@/lib/api/events/guests/routes'

export const POST = guestMailMerge
