import { calendarSpecSchema, newCalendarDocument, type CalendarTemplate } from '../calendar'
import type { CalendarSpecInput } from '../calendar-spec'
import type { DesignDocument } from '../document'

/** A valid wall calendar spec for 2027; tests patch the fields they are about. */
export const wallCalendar = (patch: Partial<CalendarSpecInput> = {}): CalendarSpecInput => ({
  designGroupId: 2101,
  type: 'wall',
  formatType: 'a4-quer',
  mountingType: 'spirale',
  paperType: 'standard',
  refinementType: 'ohne',
  accessoryTypes: [],
  year: 2027,
  startMonth: 1,
  months: 12,
  locale: 'de-DE',
  holidays: { country: 'DE', region: null },
  ...patch,
})

/** A plain calendar design: one photo a month over a month grid. */
export const calendarTemplate: CalendarTemplate = {
  palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b91c1c', line: '#d4d4d4' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
}

/** A new wall calendar's document (cover, twelve months, back), its spec patched as `wallCalendar`. */
export function wallCalendarDocument(patch: Partial<CalendarSpecInput> = {}, id = 'cal-1'): DesignDocument {
  return newCalendarDocument(calendarSpecSchema.parse(wallCalendar(patch)), calendarTemplate, id)
}
