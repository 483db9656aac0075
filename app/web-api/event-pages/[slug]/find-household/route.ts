import { postFindHousehold } from '@/lib/api/events/rsvp/routes'

/** POST: find one's invitation by name (JSON, or the event page's plain form). */
export const POST = postFindHousehold
