import { postEventPassword } from '@/lib/api/events/rsvp/routes'

/** POST: the event page's password (JSON, or the page's plain form). */
export const POST = postEventPassword
