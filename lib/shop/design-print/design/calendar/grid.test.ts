import { describe, expect, it } from 'vitest'
import { calendarSpecSchema, type CalendarSpec } from '../calendar-spec'
import type { CalendarGridLayer } from '../layers'
import { wallCalendar } from '../testing/calendar-fixtures'
import { calendarGridDrawing, type GridDrawing } from './grid'

const layer = (patch: Partial<CalendarGridLayer> = {}): CalendarGridLayer => ({
  id: 'month-1-grid',
  name: 'Kalendarium',
  type: 'calendar-grid',
  x: 6,
  y: 100,
  width: 285,
  height: 100,
  rotation: 0,
  opacity: 1,
  locked: false,
  hidden: false,
  style: 'month-grid',
  fontFamily: 'Lato',
  fontWeight: 400,
  fontSizePt: 12,
  color: 'palette:ink',
  accentColor: 'palette:accent',
  lineColor: 'palette:line',
  showWeekNumbers: false,
  showHolidayNames: true,
  ...patch,
})
const spec = (patch: Parameters<typeof wallCalendar>[0] = {}): CalendarSpec =>
  calendarSpecSchema.parse(wallCalendar(patch))
const byRole = (d: GridDrawing, role: string) => d.texts.filter((t) => t.role === role)
const day = (d: GridDrawing, n: number) => byRole(d, 'day').find((t) => t.text === String(n))
const january = { year: 2027, month: 1 }

describe('month grid', () => {
  it('German: title, Monday-first weekdays, 31 days; 1 January (a Friday) in the fifth column', () => {
    const d = calendarGridDrawing(layer(), spec(), january)
    expect(byRole(d, 'title').map((t) => t.text)).toEqual(['Januar 2027'])
    expect(byRole(d, 'weekday').map((t) => t.text)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
    expect(byRole(d, 'day')).toHaveLength(31)
    const colW = 285 / 7
    expect(day(d, 1)?.x).toBeCloseTo(4 * colW + 1.5, 6)
  })

  it('US: Sunday first, English names; 1 January in the sixth column', () => {
    const d = calendarGridDrawing(
      layer(),
      spec({ locale: 'en-US', holidays: { country: 'US', region: null } }),
      january,
    )
    expect(byRole(d, 'weekday')[0]?.text).toBe('Sun')
    expect(byRole(d, 'title')[0]?.text).toBe('January 2027')
    expect(day(d, 1)?.x).toBeCloseTo(5 * (285 / 7) + 1.5, 6)
    expect(byRole(d, 'holiday').map((t) => t.text)).toContain('Martin Luther King Jr. Day')
  })

  it('Austria says Jänner', () => {
    const d = calendarGridDrawing(
      layer(),
      spec({ locale: 'de-AT', holidays: { country: 'AT', region: null } }),
      january,
    )
    expect(byRole(d, 'title')[0]?.text).toBe('Jänner 2027')
  })

  it('Sundays and public holidays in the accent colour, named under the number', () => {
    const d = calendarGridDrawing(layer(), spec({ holidays: { country: 'DE', region: 'BY' } }), january)
    expect(day(d, 1)?.color).toBe('palette:accent') // Neujahr
    expect(day(d, 3)?.color).toBe('palette:accent') // a Sunday
    expect(day(d, 6)?.color).toBe('palette:accent') // Heilige Drei Könige in Bavaria
    expect(day(d, 4)?.color).toBe('palette:ink')
    expect(byRole(d, 'holiday').map((t) => t.text)).toEqual(['Neujahr', 'Heilige Drei Könige'])
  })

  it('without a region 6 January is an ordinary day', () => {
    expect(day(calendarGridDrawing(layer(), spec(), january), 6)?.color).toBe('palette:ink')
  })

  it('dates entered once: a yearly birthday every year, an appointment only in its year, 29 February in leap years', () => {
    const events = [
      { month: 2, day: 29, label: 'Leo' },
      { month: 2, day: 3, label: 'Oma 80', year: 2028 },
    ]
    const feb27 = calendarGridDrawing(layer(), spec({ events }), { year: 2027, month: 2 })
    expect(byRole(feb27, 'event')).toEqual([])
    const feb28 = calendarGridDrawing(layer(), spec({ events }), { year: 2028, month: 2 })
    expect(
      byRole(feb28, 'event')
        .map((t) => t.text)
        .sort(),
    ).toEqual(['Leo', 'Oma 80'])
  })

  it('ISO week numbers only for weeks starting Monday', () => {
    const de = calendarGridDrawing(layer({ showWeekNumbers: true }), spec(), january)
    expect(byRole(de, 'week').map((t) => t.text)).toEqual(['53', '1', '2', '3', '4'])
    const us = spec({ locale: 'en-US', holidays: { country: 'US', region: null } })
    expect(byRole(calendarGridDrawing(layer({ showWeekNumbers: true }), us, january), 'week')).toEqual([])
  })

  it('cuts long dates to their cell and keeps every string inside the layer', () => {
    const events = [{ month: 1, day: 12, label: 'Hochzeitstag von Annemarie und Friedrich' }]
    const d = calendarGridDrawing(layer({ width: 140, height: 80 }), spec({ events }), january)
    const event = byRole(d, 'event')[0]
    expect(event?.text.endsWith('…')).toBe(true)
    for (const t of d.texts) {
      expect(t.x).toBeGreaterThanOrEqual(0)
      expect(t.x + t.boxWidth).toBeLessThanOrEqual(140 + 1e-6)
      expect(t.y).toBeLessThanOrEqual(80 + 1e-6)
    }
  })

  it('draws lines only with a line colour', () => {
    expect(calendarGridDrawing(layer(), spec(), january).lines.length).toBeGreaterThan(0)
    expect(calendarGridDrawing(layer({ lineColor: undefined }), spec(), january).lines).toEqual([])
  })
})

describe('list and planner', () => {
  it('a kitchen calendar lists every day with its weekday', () => {
    const kitchen = spec({
      type: 'kitchen',
      formatType: '130-300',
      events: [{ month: 1, day: 5, label: 'Zahnarzt', year: 2027 }],
    })
    const d = calendarGridDrawing(layer({ style: 'month-list', width: 118, height: 180 }), kitchen, january)
    expect(byRole(d, 'day')).toHaveLength(31)
    expect(byRole(d, 'weekday')[0]?.text).toBe('Fr')
    expect(byRole(d, 'event').map((t) => t.text)).toEqual(['Zahnarzt'])
  })

  it('a family planner has one column per person, named in the header', () => {
    const planner = spec({ type: 'family-planner', formatType: '200-400', persons: ['Anna', 'Ben', 'Mia'] })
    const d = calendarGridDrawing(layer({ style: 'planner', width: 188, height: 260 }), planner, january)
    expect(byRole(d, 'person').map((t) => t.text)).toEqual(['Anna', 'Ben', 'Mia'])
    const xs = byRole(d, 'person').map((t) => t.x)
    expect(xs[1]! - xs[0]!).toBeCloseTo(xs[2]! - xs[1]!, 6)
  })

  it('US weekday names are whole in the list: "Mon" and "Wed" are wider than the German "Mo"', () => {
    const planner = spec({
      type: 'family-planner',
      formatType: '200-400',
      locale: 'en-US',
      holidays: { country: 'US', region: null },
      persons: ['Anna', 'Ben'],
    })
    const d = calendarGridDrawing(layer({ style: 'planner', width: 188, height: 260 }), planner, january)
    const weekdays = byRole(d, 'weekday').map((t) => t.text)
    expect(new Set(weekdays)).toEqual(new Set(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']))
  })
})

describe('year overview', () => {
  it('every month of the calendar, across the new year for a calendar starting in July', () => {
    const d = calendarGridDrawing(
      layer({ style: 'year', height: 180 }),
      spec({ startMonth: 7, months: 14 }),
      null,
    )
    const titles = byRole(d, 'title').map((t) => t.text)
    expect(titles).toHaveLength(14)
    expect(titles[0]).toBe('Juli 2027')
    expect(titles[13]).toBe('August 2028')
    expect(byRole(d, 'day').length).toBe(31 + 31 + 30 + 31 + 30 + 31 + 31 + 29 + 31 + 30 + 31 + 30 + 31 + 31)
  })
})
