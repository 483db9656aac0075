import { CALENDAR_ROUTE, COLLAGE_ROUTE, PHOTOBOOK_ROUTE, WALL_ART_ROUTE } from '@/lib/config/routes'
import { queryToObject } from '@/lib/http/query'
import { calendarGroupOf } from './calendar/configurator-query'
import { linkedDesignId } from './collage/configurator-query'
import { findCollageDesign } from './collage/design-groups'
import { photobookSetOf } from './photobook/configurator-query'
import { wallArtUrlChoice } from './wall-art/url-choice'

/**
 * false when a calendar or photo-book configurator URL names a design group (set) that does not
 * exist, a collage link a design no group has, or a wall-art link a material, frame or size that is
 * not offered together, so the proxy answers it with the complete static 404 page (issue 32 point 4)
 * instead of the page's notFound(), which Next 16 sends as an empty shell. All of these are data, so
 * this is pure. A saved design or cart line (`saved`, `line`) belongs to a visitor: its page decides.
 */
export function photoConfiguratorSubjectExists(route: readonly string[], query: URLSearchParams): boolean {
  const [first, ...rest] = route
  if (rest.length > 0 || query.has('saved') || query.has('line')) return true
  if (first === CALENDAR_ROUTE) return calendarGroupOf(queryToObject(query)) !== null
  if (first === PHOTOBOOK_ROUTE) return photobookSetOf(queryToObject(query)) !== null
  if (first === COLLAGE_ROUTE) {
    // Without a design the brand's default opens; only a named one can be unknown.
    const designId = linkedDesignId(queryToObject(query))
    return designId === null || (Number.isInteger(designId) && findCollageDesign(designId) !== null)
  }
  if (first === WALL_ART_ROUTE) {
    // As the page reads them: a parameter given twice counts as not given.
    const value = (name: string) => {
      const values = query.getAll(name)
      return values.length === 1 ? values[0] : undefined
    }
    return (
      wallArtUrlChoice({
        material: value('material'),
        frameType: value('frameType'),
        format: value('format'),
      }) !== null
    )
  }
  return true
}
