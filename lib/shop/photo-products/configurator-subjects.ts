import { CALENDAR_ROUTE, PHOTOBOOK_ROUTE } from '@/lib/config/routes'
import { queryToObject } from '@/lib/http/query'
import { calendarGroupOf } from './calendar/configurator-query'
import { photobookSetOf } from './photobook/configurator-query'

/**
 * false when a calendar or photo-book configurator URL names a design group (set) that does not
 * exist, so the proxy answers it with the complete static 404 page (issue 32 point 4) instead of the
 * page's notFound(), which Next 16 sends as an empty shell. The groups are data, so this is pure. A
 * saved design or cart line (`saved`, `line`) belongs to a visitor: its page decides.
 */
export function photoConfiguratorSubjectExists(route: readonly string[], query: URLSearchParams): boolean {
  const [first, ...rest] = route
  if (rest.length > 0 || query.has('saved') || query.has('line')) return true
  if (first === CALENDAR_ROUTE) return calendarGroupOf(queryToObject(query)) !== null
  if (first === PHOTOBOOK_ROUTE) return photobookSetOf(queryToObject(query)) !== null
  return true
}
