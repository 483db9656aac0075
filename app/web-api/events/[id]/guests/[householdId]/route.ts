import { editGuest, removeGuest } from '@/lib/api/events/guests/routes'

export const PUT = editGuest
export const DELETE = removeGuest
