import type { PDFFont, PDFPage } from 'pdf-lib'
import { resolveColor, type Palette } from '@/lib/shop/design-print/design/colors'
import { calendarGridDrawing, type GridDrawing } from '@/lib/shop/design-print/design/calendar/grid'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import type { CalendarGridLayer } from '@/lib/shop/design-print/design/layers'
import type { CalendarPage } from '@/lib/shop/design-print/design/svg-calendar-grid'
import type { FontBook } from './fonts'
import { alpha, rgbOf, type LocalBox } from './ops'

/**
 * The fonts a grid needs, one per weight its texts use, embedded before drawing starts: pdf-lib's
 * drawing calls are synchronous and a layer must not wait halfway through its operators.
 */
export async function gridFonts(
  drawing: GridDrawing,
  layer: CalendarGridLayer,
  fonts: FontBook,
): Promise<Map<number, PDFFont>> {
  const weights = new Set(drawing.texts.map((t) => t.weight))
  const out = new Map<number, PDFFont>()
  for (const weight of weights) out.set(weight, await fonts.get(layer.fontFamily, weight, false))
  return out
}

export function calendarGridOf(layer: CalendarGridLayer, calendar: CalendarPage | null): GridDrawing | null {
  return calendar ? calendarGridDrawing(layer, calendar.spec, calendar.month) : null
}

/**
 * Draws a calendar grid in the layer's own frame (origin at the box centre, pt, y up: `inLayerFrame`)
 * from the model's drawing in mm (origin top-left, y down, text at its baseline). Fills first, then
 * lines, then text, so a holiday's tint never covers a line or a number. Lines are stroked paths and
 * every string is text in the embedded font: the grid reaches the printer as vectors (ADR 0071). The
 * model has already cut each string to its cell; here it is only aligned with the real metrics.
 */
export function drawCalendarGrid(
  page: PDFPage,
  box: LocalBox,
  drawing: GridDrawing,
  fonts: Map<number, PDFFont>,
  palette: Palette,
  opacity: number,
) {
  const x = (mm: number) => mmToPt(mm) - box.w / 2
  const y = (mm: number) => box.h / 2 - mmToPt(mm)
  const color = (c: string) => rgbOf(resolveColor(c, palette))
  const shade = alpha(opacity)
  for (const f of drawing.fills) {
    page.drawRectangle({
      x: x(f.x),
      y: y(f.y + f.height),
      width: mmToPt(f.width),
      height: mmToPt(f.height),
      color: color(f.color),
      opacity: shade,
      borderWidth: 0,
    })
  }
  for (const l of drawing.lines) {
    page.drawLine({
      start: { x: x(l.x1), y: y(l.y1) },
      end: { x: x(l.x2), y: y(l.y2) },
      thickness: mmToPt(l.widthMm),
      color: color(l.color),
      opacity: shade,
    })
  }
  for (const t of drawing.texts) {
    const font = fonts.get(t.weight)
    if (!font || t.text === '') continue
    const width = font.widthOfTextAtSize(t.text, t.sizePt)
    const room = mmToPt(t.boxWidth)
    const left = t.align === 'center' ? (room - width) / 2 : t.align === 'right' ? room - width : 0
    page.drawText(t.text, {
      x: x(t.x) + left,
      y: y(t.y),
      size: t.sizePt,
      font,
      color: color(t.color),
      opacity: shade,
    })
  }
}
