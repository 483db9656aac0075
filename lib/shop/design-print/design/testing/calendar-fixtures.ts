import type { CalendarSpecInput } from '../calendar-spec'

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
