import { exportGuestList } from '@/lib/api/events/guests/routes'

export const GET = exportGuestList
