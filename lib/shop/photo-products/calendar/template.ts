import type { CalendarTemplate } from '@/lib/shop/design-print/design/calendar'
import { gridStyleFor } from '@/lib/shop/design-print/design/calendar'
import { STYLE_FONTS } from '../style-fonts'
import type { CalendarDesignGroup } from './design-groups'

/** Photos per month page by the group's motif: the grid and stripe looks are collages. */
const PHOTO_SLOTS: Record<CalendarDesignGroup['motif'], CalendarTemplate['photoSlots']> = {
  mountains: 1,
  sea: 1,
  flowers: 1,
  grid: 4,
  circles: 2,
  stripes: 2,
}

/**
 * The look a calendar design group gives a new calendar (ADR 0068): white paper, the group's strong
 * colour for titles, Sundays and holidays, its dark colour for text, its light colour for the grid
 * lines; the style's typeface; the motif's number of photos; the type's grid.
 */
export function calendarTemplateOf(group: CalendarDesignGroup): CalendarTemplate {
  const [light, strong, dark] = group.palette
  return {
    palette: { paper: '#ffffff', ink: dark, accent: strong, line: light },
    fontFamily: STYLE_FONTS[group.style],
    // A family planner's month is mostly grid: one photo leaves the persons' columns their room.
    photoSlots: group.type === 'family-planner' ? 1 : PHOTO_SLOTS[group.motif],
    grid: gridStyleFor(group.type),
  }
}
