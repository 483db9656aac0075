import { postRsvpAnswer } from '@/lib/api/events/rsvp/routes'

/** POST: a household's answer to the invitation (JSON, or the event page's plain form). */
export const POST = postRsvpAnswer
