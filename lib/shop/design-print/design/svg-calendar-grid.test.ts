import { describe, expect, it } from 'vitest'
import { calendarPageMonth, calendarSpecSchema, newCalendarDocument, type CalendarTemplate } from './calendar'
import { renderPageSvg } from './render-svg'
import { calendarPageOf } from './svg-calendar-grid'
import { wallCalendar } from './testing/calendar-fixtures'

const template: CalendarTemplate = {
  palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b91c1c', line: '#d4d4d4' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
}
const calendar = (patch: Parameters<typeof wallCalendar>[0] = {}) =>
  newCalendarDocument(calendarSpecSchema.parse(wallCalendar(patch)), template, 'cal-svg')

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])

describe('calendar grid in the SVG previews', () => {
  it('draws the page’s month from the document: days, weekday names, holidays, grid lines', () => {
    const svg = renderPageSvg(calendar(), 'month-1', { includeBleed: false })
    const shown = texts(svg)
    for (const day of ['1', '28', '31']) expect(shown).toContain(day)
    expect(shown).toContain('Mo')
    expect(shown).toContain('Neujahr')
    expect(svg).toMatch(/<line [^>]*stroke="#d4d4d4"/)
  })

  it('follows the start month: the first month page of a calendar from May shows May', () => {
    const doc = calendar({ startMonth: 5, months: 13 })
    expect(calendarPageOf(doc, 'month-1')?.month).toEqual({ year: 2027, month: 5 })
    expect(texts(renderPageSvg(doc, 'month-1', { includeBleed: false }))).toContain('Mai 2027')
    expect(texts(renderPageSvg(doc, 'month-13', { includeBleed: false }))).toContain('Mai 2028')
  })

  it('hands each string to the context’s text renderer when it has one (outlines for raster previews)', () => {
    const seen: string[] = []
    renderPageSvg(calendar(), 'month-2', {
      includeBleed: false,
      text: (layer, content) => {
        seen.push(`${layer.fontFamily}:${content}`)
        return ''
      },
    })
    expect(seen).toContain('Lato:14')
    expect(seen).not.toContain('Lato:29')
  })

  it('gives every page the month calendarPageMonth derives, across the year too', () => {
    const doc = calendar({ startMonth: 11, months: 14 })
    for (const page of doc.pages) {
      expect(calendarPageOf(doc, page.id)?.month).toEqual(calendarPageMonth(doc, page.id))
    }
  })

  it('has no calendar off a calendar document', () => {
    const doc = calendar()
    expect(calendarPageOf({ ...doc, calendar: undefined }, 'month-1')).toBeNull()
    expect(calendarPageOf(doc, 'cover')).toEqual({ spec: doc.calendar, month: null })
  })
})
