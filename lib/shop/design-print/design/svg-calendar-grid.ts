import { calendarLayout, type CalendarMonth, type CalendarSpec } from './calendar-spec'
import { calendarGridDrawing, type GridDrawing } from './calendar/grid'
import type { DesignDocument } from './document'
import { ptToMm } from './geometry'
import type { CalendarGridLayer, TextLayer } from './layers'
import type { SvgContext } from './svg-context'
import { el, escapeXml, num } from './svg-xml'

/**
 * What a calendar grid needs besides its layer: the calendar's spec and the month its page shows
 * (null on the cover and back, whose `year` grid spans all months). Derived from the document by page
 * position (ADR 0068), never stored in the layer: all three renderers (canvas, SVG, PDF) take it.
 */
export type CalendarPage = { spec: CalendarSpec; month: CalendarMonth | null }

/**
 * The page's calendar context. The month follows `calendarPageMonth` (calendar.ts): the n-th month
 * page shows the n-th month of the spec. It is worked out here from the spec alone because this module
 * is in the editor's canvas chunk, which must not carry calendar.ts's document builders and schema
 * (the document check loads on its own, ADR 0036); a test holds the two to the same answer.
 */
export function calendarPageOf(
  doc: Pick<DesignDocument, 'calendar' | 'pages'>,
  pageId: string,
): CalendarPage | null {
  const spec = doc.calendar
  if (!spec) return null
  const index = doc.pages.filter((page) => page.role === 'month').findIndex((page) => page.id === pageId)
  return { spec, month: index < 0 ? null : (calendarLayout(spec).months[index] ?? null) }
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const
/** Same baseline rule as svg-text.ts: the baseline sits 0.8 em below the top of a one-line box. */
const ASCENT_EM = 0.8

/**
 * A calendar grid as SVG in page mm: fills, then lines, then text, all from `calendarGridDrawing`,
 * the model the canvas and the PDF draw too. Texts go through the context's text renderer when it has
 * one (outlines in the real font for raster previews), as one-line, left-top text boxes placed so
 * their baseline falls where the model put it. Without a calendar (a grid pasted into a card) nothing
 * is drawn: a grid has no month to show.
 */
export function renderCalendarGrid(layer: CalendarGridLayer, ctx: SvgContext, calendar: CalendarPage | null) {
  if (!calendar) return ''
  return svgOfDrawing(layer, calendarGridDrawing(layer, calendar.spec, calendar.month), ctx)
}

function svgOfDrawing(layer: CalendarGridLayer, drawing: GridDrawing, ctx: SvgContext): string {
  const fills = drawing.fills
    .map((f) => el('rect', { x: f.x, y: f.y, width: f.width, height: f.height, fill: ctx.color(f.color) }))
    .join('')
  const lines = drawing.lines.length
    ? el(
        'g',
        { 'stroke-linecap': 'butt' },
        drawing.lines
          .map((l) =>
            el('line', {
              x1: l.x1,
              y1: l.y1,
              x2: l.x2,
              y2: l.y2,
              stroke: ctx.color(l.color),
              'stroke-width': l.widthMm,
            }),
          )
          .join(''),
      )
    : ''
  const texts = drawing.texts
    .filter((t) => t.text !== '')
    .map((t) => {
      const sizeMm = ptToMm(t.sizePt)
      const fill = ctx.color(t.color)
      if (ctx.text) {
        const box: TextLayer = {
          ...textBase,
          id: `${layer.id}-t`,
          x: t.x,
          y: t.y - ASCENT_EM * sizeMm,
          width: t.boxWidth,
          height: sizeMm,
          content: t.text,
          fontFamily: layer.fontFamily,
          fontWeight: t.weight,
          fontSizePt: t.sizePt,
          color: t.color,
          align: t.align,
        }
        return ctx.text(box, t.text, fill)
      }
      const x = t.x + (t.align === 'center' ? t.boxWidth / 2 : t.align === 'right' ? t.boxWidth : 0)
      return el(
        'text',
        {
          x,
          y: t.y,
          'font-family': `'${layer.fontFamily}', sans-serif`,
          'font-size': sizeMm,
          'font-weight': t.weight,
          'text-anchor': ANCHOR[t.align],
          fill,
        },
        escapeXml(t.text),
      )
    })
    .join('')
  // The model draws in the layer's own box; the group moves it onto the page.
  return el('g', { transform: `translate(${num(layer.x)} ${num(layer.y)})` }, fills + lines + texts)
}

/** The fixed fields of a one-line text box handed to a text renderer. */
const textBase = {
  type: 'text',
  name: 'grid text',
  rotation: 0,
  opacity: 1,
  locked: true,
  hidden: false,
  italic: false,
  verticalAlign: 'top',
  lineHeight: 1,
  letterSpacingEm: 0,
  maxLines: 1,
} as const
