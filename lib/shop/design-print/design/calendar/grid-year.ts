import type { CalendarMonth } from '../calendar-spec'
import { weekdayOf } from './dates'
import { addText, dayInfo, daysOf, sizeForHeight, type GridContext } from './grid'

/**
 * The year at a glance on the cover or the back: every month of the calendar as a small grid (4 across
 * on a landscape layer, 3 on a portrait one), Sundays and public holidays in the accent colour.
 */
export function drawYear(ctx: GridContext, months: readonly CalendarMonth[]) {
  const { layer, names, weekStart } = ctx
  const across = layer.width > layer.height ? 4 : 3
  const down = Math.ceil(months.length / across)
  const gap = Math.min(layer.width, layer.height) * 0.03
  const cellW = (layer.width - gap * (across - 1)) / across
  const cellH = (layer.height - gap * (down - 1)) / down
  const rowH = cellH / 8.2
  const colW = cellW / 7
  const pt = sizeForHeight(rowH, 0.62, ctx.dayPt)
  const crossesYear = months[0]?.year !== months[months.length - 1]?.year

  months.forEach((month, i) => {
    const x0 = (i % across) * (cellW + gap)
    const y0 = Math.floor(i / across) * (cellH + gap)
    const name = names.months[month.month - 1] ?? ''
    addText(ctx, {
      x: x0,
      y: y0 + rowH * 0.8,
      boxWidth: cellW,
      text: crossesYear ? `${name} ${month.year}` : name,
      sizePt: sizeForHeight(rowH, 0.7, ctx.titlePt),
      color: layer.accentColor,
      align: 'left',
      role: 'title',
    })
    for (let c = 0; c < 7; c++) {
      const weekday = (weekStart + c) % 7
      addText(ctx, {
        x: x0 + c * colW,
        y: y0 + rowH * 1.9,
        boxWidth: colW,
        text: (names.weekdaysShort[weekday] ?? '').slice(0, 2),
        sizePt: pt,
        color: weekday === 0 ? layer.accentColor : layer.color,
        align: 'center',
        role: 'weekday',
      })
    }
    const lead = (weekdayOf(month.year, month.month, 1) - weekStart + 7) % 7
    for (const day of daysOf(month)) {
      const cell = lead + day - 1
      const info = dayInfo(ctx, month, day)
      addText(ctx, {
        x: x0 + (cell % 7) * colW,
        y: y0 + rowH * (2.9 + Math.floor(cell / 7)),
        boxWidth: colW,
        text: String(day),
        sizePt: pt,
        color: info.accent ? layer.accentColor : layer.color,
        align: 'center',
        role: 'day',
      })
    }
  })
}
