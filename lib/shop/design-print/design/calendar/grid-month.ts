import type { CalendarMonth } from '../calendar-spec'
import { ptToMm } from '../geometry'
import { monthTitle } from './names'
import { isoWeek, weekdayOf } from './dates'
import { addLine, addText, ASCENT_EM, dayInfo, daysOf, sizeForHeight, type GridContext } from './grid'

/**
 * Wall and desk calendars: the month's title, a weekday header and 7 columns by 4–6 weeks; Sundays
 * and public holidays in the accent colour, holiday names and the shopper's dates under the number,
 * ISO week numbers on the left when asked for (weeks starting Monday only: a US week is not an ISO
 * week).
 */
export function drawMonthGrid(ctx: GridContext, month: CalendarMonth) {
  const { layer, names, weekStart } = ctx
  const W = layer.width
  const H = layer.height
  const titleH = Math.min(H * 0.16, ptToMm(ctx.titlePt) * 1.5)
  const titlePt = sizeForHeight(titleH, 0.62, ctx.titlePt)
  addText(ctx, {
    x: 0,
    y: titleH * 0.75,
    boxWidth: W,
    text: monthTitle(ctx.spec.locale, month.year, month.month),
    sizePt: titlePt,
    color: layer.accentColor,
    align: 'left',
    role: 'title',
  })

  const weeks = layer.showWeekNumbers && weekStart === 1
  const weekW = weeks ? Math.min(W * 0.07, ptToMm(ctx.smallPt) * 3) : 0
  const colW = (W - weekW) / 7
  const headerH = Math.min(H * 0.08, ptToMm(ctx.smallPt) * 2)
  const headerPt = sizeForHeight(headerH, 0.6, ctx.smallPt)
  for (let c = 0; c < 7; c++) {
    const weekday = (weekStart + c) % 7
    addText(ctx, {
      x: weekW + c * colW,
      y: titleH + headerH * 0.72,
      boxWidth: colW,
      text: names.weekdaysShort[weekday] ?? '',
      sizePt: headerPt,
      color: weekday === 0 ? layer.accentColor : layer.color,
      align: 'center',
      role: 'weekday',
    })
  }

  const days = daysOf(month)
  const lead = (weekdayOf(month.year, month.month, 1) - weekStart + 7) % 7
  const rows = Math.ceil((lead + days.length) / 7)
  const top = titleH + headerH
  const rowH = (H - top) / rows
  const pad = Math.min(1.5, colW * 0.06)
  const dayPt = sizeForHeight(rowH, 0.45, ctx.dayPt)
  const smallPt = sizeForHeight(rowH, 0.18, ctx.smallPt)
  const smallMm = ptToMm(smallPt)

  for (let r = 0; r <= rows; r++) addLine(ctx, weekW, top + r * rowH, W, top + r * rowH)
  for (let c = 1; c < 7; c++) addLine(ctx, weekW + c * colW, top, weekW + c * colW, H)

  for (const day of days) {
    const cell = lead + day - 1
    const x = weekW + (cell % 7) * colW
    const y = top + Math.floor(cell / 7) * rowH
    const info = dayInfo(ctx, month, day)
    const numberBase = y + pad + ASCENT_EM * ptToMm(dayPt)
    addText(ctx, {
      x: x + pad,
      y: numberBase,
      boxWidth: colW - 2 * pad,
      text: String(day),
      sizePt: dayPt,
      color: info.accent ? layer.accentColor : layer.color,
      align: 'left',
      role: 'day',
    })
    const notes = [
      ...info.holidayNames.map((text) => ({ text, role: 'holiday' as const })),
      ...info.events.map((text) => ({ text, role: 'event' as const })),
    ]
    let base = numberBase + smallMm * 1.3
    for (const note of notes) {
      if (base > y + rowH - pad * 0.5) break
      addText(ctx, {
        x: x + pad,
        y: base,
        boxWidth: colW - 2 * pad,
        text: note.text,
        sizePt: smallPt,
        color: note.role === 'holiday' && info.accent ? layer.accentColor : layer.color,
        align: 'left',
        role: note.role,
      })
      base += smallMm * 1.2
    }
    if (weeks && (cell % 7 === 0 || day === 1)) {
      addText(ctx, {
        x: 0,
        y: numberBase,
        boxWidth: weekW - pad,
        text: String(isoWeek(month.year, month.month, day)),
        sizePt: smallPt,
        color: layer.color,
        align: 'left',
        role: 'week',
      })
    }
  }
}
