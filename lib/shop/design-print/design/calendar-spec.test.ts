import { describe, expect, it } from 'vitest'
import {
  calendarFormatKey,
  calendarLayout,
  calendarSpecSchema,
  weekStartOf,
  type CalendarSpecInput,
} from './calendar-spec'
import { wallCalendar } from './testing/calendar-fixtures'

const messages = (input: unknown) => {
  const result = calendarSpecSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('calendarLayout', () => {
  it('a January calendar: 12 months of one year, the format size, a binding zone for the spiral', () => {
    const layout = calendarLayout(calendarSpecSchema.parse(wallCalendar()))
    expect(layout).toMatchObject({ trimWidthMm: 297, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 6 })
    expect(layout.bindingZone).toEqual({ x: 0, y: 0, width: 297, height: 12 })
    expect(layout.months).toHaveLength(12)
    expect(layout.months[11]).toEqual({ year: 2027, month: 12 })
  })

  it('14 months from September cross into the next year', () => {
    const spec = calendarSpecSchema.parse(wallCalendar({ startMonth: 9, months: 14 }))
    const months = calendarLayout(spec).months
    expect(months[0]).toEqual({ year: 2027, month: 9 })
    expect(months[4]).toEqual({ year: 2028, month: 1 })
    expect(months[13]).toEqual({ year: 2028, month: 10 })
  })

  it('a table calendar on a wooden stand has no binding zone', () => {
    const spec = wallCalendar({ type: 'table', formatType: 'a5-quer', mountingType: 'holzfuss' })
    expect(calendarLayout(calendarSpecSchema.parse(spec)).bindingZone).toBeNull()
    expect(calendarFormatKey(calendarSpecSchema.parse(spec))).toBe('calendar-a5-quer')
  })

  it('weeks start on Sunday in the US shop, Monday in the German-speaking ones', () => {
    expect(weekStartOf('en-US')).toBe(0)
    expect(weekStartOf('de-AT')).toBe(1)
  })
})

describe('calendarSpecSchema', () => {
  it('accepts a wall calendar and fills persons and events', () => {
    expect(calendarSpecSchema.parse(wallCalendar())).toMatchObject({ persons: [], events: [] })
  })

  it.each<[string, Partial<CalendarSpecInput>, string]>([
    ['13 months from January', { months: 13 }, 'months: a calendar starting in January has 12 months'],
    ['a year not sold', { year: 2029 }, 'year: calendars are made for 2026–2028'],
    ['a region of another country', { holidays: { country: 'AT', region: 'BY' } }, 'not a region of AT'],
    ['a family planner without persons', { type: 'family-planner' }, 'needs at least one person'],
    ['persons on a wall calendar', { persons: ['Anna'] }, 'only a family planner has persons'],
    ['an accessory twice', { accessoryTypes: ['box', 'box'] }, 'each accessory at most once'],
    ['31 April', { events: [{ month: 4, day: 31, label: 'Oma' }] }, 'only 30 days'],
    ['29 February 2027', { events: [{ month: 2, day: 29, label: 'X', year: 2027 }] }, 'only 28 days'],
  ])('refuses %s', (_, patch, message) => {
    expect(messages(wallCalendar(patch)).join('\n')).toContain(message)
  })

  it('accepts a birthday on 29 February (every year) and a Bavarian region', () => {
    const spec = wallCalendar({
      events: [{ month: 2, day: 29, label: 'Leo' }],
      holidays: { country: 'DE', region: 'BY' },
    })
    expect(messages(spec)).toEqual([])
  })
})
