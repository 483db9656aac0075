import { addGuest, listGuests } from '@/lib/api/events/guests/routes'

export const GET = listGuests
export const POST = addGuest
