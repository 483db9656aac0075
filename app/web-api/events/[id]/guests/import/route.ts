import { importGuestList } from '@/lib/api/events/guests/routes'

export const POST = importGuestList
