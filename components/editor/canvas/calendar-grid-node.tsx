'use client'

import type Konva from 'konva'
import { useMemo } from 'react'
import { Shape } from './konva'
import { calendarGridDrawing, type GridDrawing } from '@/lib/shop/design-print/design/calendar/grid'
import { resolveColor } from '@/lib/shop/design-print/design/color-refs'
import type { Palette } from '@/lib/shop/design-print/design/colors'
import { ptToMm } from '@/lib/shop/design-print/design/geometry'
import type { CalendarGridLayer } from '@/lib/shop/design-print/design/layers'
import type { CalendarPage } from '@/lib/shop/design-print/design/svg-calendar-grid'

const ALIGN = { left: 'left', center: 'center', right: 'right' } as const

/**
 * A calendar grid on the canvas: one Konva shape whose scene function paints the whole drawing of
 * `calendarGridDrawing` (the model the SVG and the PDF draw too). A planner month is hundreds of
 * lines and strings; as Konva nodes each would be hit-tested, cached and redrawn on every drag. The
 * shape is hit as its box, so the grid is selected and moved as one layer.
 */
export function CalendarGridNode({
  layer,
  calendar,
  palette,
}: {
  layer: CalendarGridLayer
  calendar: CalendarPage | null
  palette: Palette
}) {
  // Keyed by the spec object and the month's numbers: the page's calendar context is rebuilt on every
  // edit, while the spec keeps its identity until the shopper changes it.
  const spec = calendar?.spec
  const year = calendar?.month?.year
  const month = calendar?.month?.month
  const drawing = useMemo(
    () =>
      spec
        ? calendarGridDrawing(layer, spec, year !== undefined && month !== undefined ? { year, month } : null)
        : null,
    [layer, spec, year, month],
  )
  const { width, height } = layer
  return (
    <Shape
      width={width}
      height={height}
      sceneFunc={(ctx) => {
        if (drawing) paintCalendarGrid(ctx, drawing, layer.fontFamily, (c) => resolveColor(c, palette))
      }}
      hitFunc={(ctx, shape) => {
        ctx.beginPath()
        ctx.rect(0, 0, width, height)
        ctx.closePath()
        ctx.fillStrokeShape(shape)
      }}
    />
  )
}

/** Fills, then lines, then text, as in print; lengths in mm (the page group scales mm to pixels). */
export function paintCalendarGrid(
  ctx: Konva.Context,
  drawing: GridDrawing,
  family: string,
  color: (c: string) => string,
) {
  for (const f of drawing.fills) {
    ctx.setAttr('fillStyle', color(f.color))
    ctx.fillRect(f.x, f.y, f.width, f.height)
  }
  ctx.setAttr('lineCap', 'butt')
  for (const l of drawing.lines) {
    ctx.beginPath()
    ctx.moveTo(l.x1, l.y1)
    ctx.lineTo(l.x2, l.y2)
    ctx.setAttr('strokeStyle', color(l.color))
    ctx.setAttr('lineWidth', l.widthMm)
    ctx.stroke()
  }
  ctx.setAttr('textBaseline', 'alphabetic')
  for (const t of drawing.texts) {
    if (t.text === '') continue
    ctx.setAttr('font', `${t.weight} ${ptToMm(t.sizePt)}px "${family}", sans-serif`)
    ctx.setAttr('fillStyle', color(t.color))
    ctx.setAttr('textAlign', ALIGN[t.align])
    const x = t.x + (t.align === 'center' ? t.boxWidth / 2 : t.align === 'right' ? t.boxWidth : 0)
    ctx.fillText(t.text, x, t.y)
  }
}
