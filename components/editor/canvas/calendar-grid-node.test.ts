import type Konva from 'konva'
import { describe, expect, it } from 'vitest'
import { calendarSpecSchema, newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import { calendarGridDrawing } from '@/lib/shop/design-print/design/calendar/grid'
import { resolveColor } from '@/lib/shop/design-print/design/color-refs'
import type { CalendarGridLayer } from '@/lib/shop/design-print/design/layers'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { paintCalendarGrid } from './calendar-grid-node'

/** A stand-in for Konva's context that records what the scene function paints. */
function recorder() {
  const state: Record<string, unknown> = {}
  const texts: { text: string; x: number; y: number; font: unknown; fill: unknown; align: unknown }[] = []
  let strokes = 0
  let rects = 0
  const ctx = {
    setAttr: (name: string, value: unknown) => void (state[name] = value),
    fillRect: () => void rects++,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => void strokes++,
    fillText: (text: string, x: number, y: number) =>
      void texts.push({ text, x, y, font: state.font, fill: state.fillStyle, align: state.textAlign }),
  }
  return { ctx: ctx as unknown as Konva.Context, texts, strokes: () => strokes, rects: () => rects }
}

describe('calendar grid on the canvas', () => {
  it('paints the same lines and strings as the model, in the grid’s font and colours', () => {
    const spec = calendarSpecSchema.parse(wallCalendar())
    const doc = newCalendarDocument(
      spec,
      {
        palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b91c1c', line: '#d4d4d4' },
        fontFamily: 'Lato',
        photoSlots: 1,
        grid: 'month-grid',
      },
      'cal-canvas',
    )
    const layer = doc.pages[1]!.layers.find((l): l is CalendarGridLayer => l.type === 'calendar-grid')!
    const drawing = calendarGridDrawing(layer, spec, { year: 2027, month: 1 })
    const { ctx, texts, strokes, rects } = recorder()
    paintCalendarGrid(ctx, drawing, 'Lato', (c) => resolveColor(c, doc.palette))
    expect(strokes()).toBe(drawing.lines.length)
    expect(rects()).toBe(drawing.fills.length)
    expect(texts.map((t) => t.text)).toEqual(drawing.texts.map((t) => t.text))
    const newYear = texts.find((t) => t.text === 'Neujahr')!
    expect(newYear.font).toMatch(/"Lato"/)
    expect(newYear.fill).toBe('#b91c1c')
    // A centred string is anchored at its box's middle, as in the SVG.
    const centred = drawing.texts.findIndex((t) => t.align === 'center')
    if (centred >= 0) {
      const t = drawing.texts[centred]!
      expect(texts[centred]).toMatchObject({ x: t.x + t.boxWidth / 2, align: 'center' })
    }
  })
})
