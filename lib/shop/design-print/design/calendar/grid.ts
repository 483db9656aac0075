import { calendarLayout, weekStartOf, type CalendarMonth, type CalendarSpec } from '../calendar-spec'
import type { Color } from '../colors'
import { ptToMm } from '../geometry'
import type { CalendarGridLayer } from '../layers'
import { DESIGN_LIMITS } from '../limits'
import { estimateWidthMm } from '../text-layout'
import { daysInMonth, isoDate, weekdayOf } from './dates'
import { holidayName, holidaysByDate, type Holiday } from './holidays'
import { CALENDAR_NAMES, type CalendarNames } from './names'
import { drawList } from './grid-list'
import { drawMonthGrid } from './grid-month'
import { drawYear } from './grid-year'

/**
 * The calendar grid as data (ADR 0068): every line, fill and string of one grid layer, in mm relative
 * to the layer's top-left corner, computed once here and drawn by Konva, SVG and the PDF alike.
 * Strings are already cut to their cells (by `estimateWidthMm`), so the three drawings show the same
 * words; each renderer only places them with its own font metrics.
 */
export type GridTextRole = 'day' | 'weekday' | 'holiday' | 'event' | 'week' | 'person' | 'title'

export interface GridLine {
  x1: number
  y1: number
  x2: number
  y2: number
  widthMm: number
  color: Color
}
export interface GridFill {
  x: number
  y: number
  width: number
  height: number
  color: Color
}
export interface GridText {
  /** Left edge of the text's box; `align` places the text within `boxWidth`. */
  x: number
  /** Baseline. */
  y: number
  boxWidth: number
  text: string
  sizePt: number
  weight: number
  color: Color
  align: 'left' | 'center' | 'right'
  role: GridTextRole
}
export interface GridDrawing {
  lines: GridLine[]
  fills: GridFill[]
  texts: GridText[]
}

/** What the three styles share: names, week start, the month's holidays and dates, sizes, colours. */
export interface GridContext {
  layer: CalendarGridLayer
  spec: CalendarSpec
  names: CalendarNames
  lang: 'de' | 'en'
  weekStart: 0 | 1
  holidays: Map<string, Holiday[]>
  /** Sizes in pt: day numbers, small print (names, dates), titles. */
  dayPt: number
  smallPt: number
  titlePt: number
  drawing: GridDrawing
}

export const GRID_LINE_MM = 0.2
/** Baseline below the top of a one-line box, as svg-text.ts and the PDF place it. */
export const ASCENT_EM = 0.8

const minPt = DESIGN_LIMITS.minFontSizePt
const roundPt = (pt: number) => Math.round(pt * 10) / 10

export function calendarGridDrawing(
  layer: CalendarGridLayer,
  spec: CalendarSpec,
  month: CalendarMonth | null,
): GridDrawing {
  const months = calendarLayout(spec).months
  const years = [...months.map((m) => m.year), ...(month ? [month.year] : [])]
  const ctx: GridContext = {
    layer,
    spec,
    names: CALENDAR_NAMES[spec.locale],
    lang: spec.locale.startsWith('de') ? 'de' : 'en',
    weekStart: weekStartOf(spec.locale),
    holidays: holidaysByDate(spec.holidays.country, spec.holidays.region, years),
    dayPt: layer.fontSizePt,
    smallPt: roundPt(Math.max(minPt, layer.fontSizePt * 0.5)),
    titlePt: roundPt(Math.min(72, layer.fontSizePt * 1.6)),
    drawing: { lines: [], fills: [], texts: [] },
  }
  if (layer.style === 'year' || month === null) drawYear(ctx, months)
  else if (layer.style === 'month-grid') drawMonthGrid(ctx, month)
  else drawList(ctx, month, layer.style === 'planner' ? spec.persons : [])
  return ctx.drawing
}

/** The text cut (with an ellipsis) to what fits `maxWidthMm` at this size. */
export function fitText(text: string, sizePt: number, weight: number, maxWidthMm: number): string {
  const sizeMm = ptToMm(sizePt)
  const bold = weight >= 600
  if (estimateWidthMm(text, sizeMm, 0, bold) <= maxWidthMm) return text
  const chars = [...text]
  while (chars.length > 0 && estimateWidthMm(`${chars.join('')}…`, sizeMm, 0, bold) > maxWidthMm) chars.pop()
  return chars.length === 0 ? '' : `${chars.join('').trimEnd()}…`
}

/** The largest size (pt) at which a line fits a height (mm), not above `max`, not below the minimum. */
export function sizeForHeight(heightMm: number, share: number, max: number): number {
  return roundPt(Math.max(minPt, Math.min(max, (heightMm * share) / ptToMm(1))))
}

export function addText(ctx: GridContext, text: Omit<GridText, 'text' | 'weight'> & { text: string }) {
  const cut = fitText(text.text, text.sizePt, ctx.layer.fontWeight, text.boxWidth)
  if (cut !== '') ctx.drawing.texts.push({ ...text, text: cut, weight: ctx.layer.fontWeight })
}

export function addLine(ctx: GridContext, x1: number, y1: number, x2: number, y2: number) {
  const color = ctx.layer.lineColor
  if (color) ctx.drawing.lines.push({ x1, y1, x2, y2, widthMm: GRID_LINE_MM, color })
}

/** What a day shows besides its number: public holidays (accent), observances, the shopper's dates. */
export interface DayInfo {
  date: string
  weekday: number
  accent: boolean
  holidayNames: string[]
  events: string[]
}

export function dayInfo(ctx: GridContext, month: CalendarMonth, day: number): DayInfo {
  const weekday = weekdayOf(month.year, month.month, day)
  const date = isoDate(month.year, month.month, day)
  const holidays = ctx.holidays.get(date) ?? []
  const events = ctx.spec.events
    .filter(
      (e) => e.month === month.month && e.day === day && (e.year === undefined || e.year === month.year),
    )
    .map((e) => e.label)
  return {
    date,
    weekday,
    accent: weekday === 0 || holidays.some((h) => h.status === 'public'),
    holidayNames: ctx.layer.showHolidayNames ? holidays.map((h) => holidayName(h, ctx.lang)) : [],
    events,
  }
}

/** The days of a month (a 29 February birthday simply has no cell in a common year). */
export function daysOf(month: CalendarMonth): number[] {
  return Array.from({ length: daysInMonth(month.year, month.month) }, (_, i) => i + 1)
}
