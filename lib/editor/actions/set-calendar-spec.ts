import {
  applyCalendarSpec,
  calendarSpecSchema,
  type CalendarSpec,
} from '@/lib/shop/design-print/design/calendar'
import { defineAction } from '../types'

/** Fields that only the grid and the price read: the pages stay as they are. */
const PAGE_NEUTRAL: readonly (keyof CalendarSpec)[] = [
  'paperType',
  'refinementType',
  'accessoryTypes',
  'holidays',
  'persons',
  'events',
  'locale',
  'designGroupId',
]

/**
 * Another option for a calendar: paper, holidays, persons and dates change the spec alone (the grids
 * are drawn from it); type, format, mounting, year, start month and months rebuild the pages with
 * applyCalendarSpec, photos and texts staying on their pages. A patch that makes no valid calendar
 * (a region of another country, 13 months from January) changes nothing: the form offers only valid
 * choices, so this is a stale or forged call.
 */
export const setCalendarSpec = defineAction<{ patch: Partial<CalendarSpec> }>({
  name: 'setCalendarSpec',
  changesDocument: true,
  perform: (scene, { patch }) => {
    const current = scene.document.calendar
    if (!current) return scene
    const parsed = calendarSpecSchema.safeParse({ ...current, ...patch })
    if (!parsed.success) return scene
    const next = parsed.data
    const changed = (Object.keys(next) as (keyof CalendarSpec)[]).filter(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]),
    )
    if (changed.length === 0) return scene
    if (changed.every((key) => PAGE_NEUTRAL.includes(key))) {
      return { ...scene, document: { ...scene.document, calendar: next } }
    }
    const document = applyCalendarSpec(scene.document, next)
    const pageId = document.pages.some((p) => p.id === scene.pageId)
      ? scene.pageId
      : (document.pages[0]?.id ?? '')
    return { ...scene, document, pageId, selectedId: null }
  },
})
