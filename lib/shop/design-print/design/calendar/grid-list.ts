import type { CalendarMonth } from '../calendar-spec'
import { ptToMm } from '../geometry'
import { estimateWidthMm } from '../text-layout'
import { monthTitle } from './names'
import { addLine, addText, dayInfo, daysOf, sizeForHeight, type GridContext } from './grid'

/**
 * Kitchen, appointment and family-planner calendars: one row per day (number, weekday, holidays and
 * dates) and, for the planner, one column per person with the names the shopper typed in the header.
 */
export function drawList(ctx: GridContext, month: CalendarMonth, persons: readonly string[]) {
  const { layer, names } = ctx
  const W = layer.width
  const H = layer.height
  const titleH = Math.min(H * 0.1, ptToMm(ctx.titlePt) * 1.5)
  addText(ctx, {
    x: 0,
    y: titleH * 0.75,
    boxWidth: W,
    text: monthTitle(ctx.spec.locale, month.year, month.month),
    sizePt: sizeForHeight(titleH, 0.62, ctx.titlePt),
    color: layer.accentColor,
    align: 'left',
    role: 'title',
  })

  const days = daysOf(month)
  const headerH = persons.length > 0 ? Math.min(H * 0.05, ptToMm(ctx.smallPt) * 2.2) : 0
  const top = titleH + headerH
  const rowH = (H - top) / days.length
  const pt = sizeForHeight(rowH, 0.62, ctx.dayPt)
  const mm = ptToMm(pt)
  const numberW = mm * 1.5
  // As wide as the locale's widest short name needs ("Wed" is wider than "Mi"), so none is cut.
  const bold = layer.fontWeight >= 600
  const widest = Math.max(...names.weekdaysShort.map((name) => estimateWidthMm(name, mm, 0, bold)))
  const weekdayW = Math.max(mm * 2.2, widest + mm * 0.6)
  const restX = numberW + weekdayW
  // The planner's notes column takes a share like one person; a list uses the whole rest.
  const columns = persons.length > 0 ? persons.length + 1 : 1
  const colW = (W - restX) / columns

  persons.forEach((person, i) => {
    addText(ctx, {
      x: restX + (i + 1) * colW,
      y: titleH + headerH * 0.72,
      boxWidth: colW,
      text: person,
      sizePt: sizeForHeight(headerH, 0.55, ctx.smallPt),
      color: layer.accentColor,
      align: 'center',
      role: 'person',
    })
  })
  for (let c = 0; c < columns; c++) addLine(ctx, restX + c * colW, titleH, restX + c * colW, H)

  addLine(ctx, 0, top, W, top)
  for (const day of days) {
    const y = top + (day - 1) * rowH
    const base = y + rowH * 0.5 + mm * 0.35
    const info = dayInfo(ctx, month, day)
    const color = info.accent ? layer.accentColor : layer.color
    addLine(ctx, 0, y + rowH, W, y + rowH)
    addText(ctx, {
      x: 0,
      y: base,
      boxWidth: numberW,
      text: String(day),
      sizePt: pt,
      color,
      align: 'right',
      role: 'day',
    })
    addText(ctx, {
      x: numberW + mm * 0.4,
      y: base,
      boxWidth: weekdayW - mm * 0.4,
      text: names.weekdaysShort[info.weekday] ?? '',
      sizePt: pt,
      color,
      align: 'left',
      role: 'weekday',
    })
    const notes = [...info.holidayNames, ...info.events].join(' · ')
    if (notes !== '') {
      addText(ctx, {
        x: restX + mm * 0.4,
        y: base,
        boxWidth: colW - mm * 0.8,
        text: notes,
        sizePt: sizeForHeight(rowH, 0.5, ctx.smallPt),
        color: info.holidayNames.length > 0 && info.accent ? layer.accentColor : layer.color,
        align: 'left',
        role: info.holidayNames.length > 0 ? 'holiday' : 'event',
      })
    }
  }
}
