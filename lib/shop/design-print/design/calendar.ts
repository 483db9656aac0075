import { collectFonts } from './collect-fonts'
import { aspectCrop, sourceAspect } from './crop-fit'
import {
  calendarFormatKey,
  calendarLayout,
  type CalendarLayout,
  type CalendarMonth,
  type CalendarSpec,
} from './calendar-spec'
import { paletteRef } from './color-refs'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument, type DesignDocument } from './document'
import type { DesignDocumentInput } from './document'
import { orientationOf, ptToMm, type Box } from './geometry'
import { FULL_CROP } from './layer-base'
import type { CalendarGridLayer, CalendarGridStyle, Layer, LayerInput } from './layers'
import type { Page, PageInput } from './page'

export * from './calendar-spec'

/**
 * Calendar documents (ADR 0068): an ordinary v2 design document with a `front` cover, one `month`
 * page per month of the spec and a `back`, built from a design group's template. Which month a page
 * shows is derived from its position (`calendarPageMonth`), never stored, so a new start month moves
 * every grid and title at once while the photos stay on their pages.
 */

export const CALENDAR_COVER_ID = 'cover'
export const CALENDAR_BACK_ID = 'back'
export const monthPageId = (n: number) => `month-${n}`

/** The named colours every calendar template fills; layers refer to them, so a palette recolours. */
export type CalendarPalette = { paper: string; ink: string; accent: string; line: string }

export interface CalendarTemplate {
  palette: CalendarPalette
  fontFamily: string
  photoSlots: 1 | 2 | 4
  grid: CalendarGridStyle
}

/** The grid each calendar type is made with: lists for the tall and the wide kinds. */
export function gridStyleFor(type: CalendarSpec['type']): CalendarGridStyle {
  if (type === 'family-planner') return 'planner'
  if (type === 'kitchen' || type === 'appointment') return 'month-list'
  return 'month-grid'
}

const GAP_MM = 4
const base = { rotation: 0, opacity: 1, locked: false, hidden: false } as const
const round = (mm: number) => Math.round(mm * 10) / 10
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The printable area below the binding: safe margin all round, the binding zone plus a gap on top. */
export function contentBox(layout: CalendarLayout): Box {
  const m = layout.safeMarginMm
  const top = layout.bindingZone ? layout.bindingZone.height + 2 : m
  return { x: m, y: top, width: layout.trimWidthMm - 2 * m, height: layout.trimHeightMm - top - m }
}

/** Photo area and grid area of a month page: side by side on wide list calendars, stacked otherwise. */
function monthAreas(box: Box, style: CalendarGridStyle): { photo: Box; grid: Box } {
  const wide = box.width > box.height * 1.6
  if (wide && style === 'month-list') {
    const photoW = round(box.width * 0.42)
    return {
      photo: { ...box, width: photoW },
      grid: { ...box, x: box.x + photoW + GAP_MM, width: box.width - photoW - GAP_MM },
    }
  }
  const tall = box.height > box.width * 1.6
  const share = style === 'planner' ? 0.28 : tall ? 0.36 : 0.58
  const photoH = round(box.height * share)
  return {
    photo: { ...box, height: photoH },
    grid: { ...box, y: box.y + photoH + GAP_MM, height: box.height - photoH - GAP_MM },
  }
}

/** One, two (side by side or stacked, whichever suits the area) or four slots in a 2 × 2 grid. */
export function splitSlots(area: Box, count: 1 | 2 | 4): Box[] {
  if (count === 1) return [area]
  const half = (size: number) => (size - GAP_MM) / 2
  if (count === 2) {
    return area.width >= area.height
      ? [0, 1].map((i) => ({ ...area, x: area.x + i * (half(area.width) + GAP_MM), width: half(area.width) }))
      : [0, 1].map((i) => ({
          ...area,
          y: area.y + i * (half(area.height) + GAP_MM),
          height: half(area.height),
        }))
  }
  return [0, 1, 2, 3].map((i) => ({
    x: area.x + (i % 2) * (half(area.width) + GAP_MM),
    y: area.y + Math.floor(i / 2) * (half(area.height) + GAP_MM),
    width: half(area.width),
    height: half(area.height),
  }))
}

/** Day numbers a row's height can carry: about 40 % of a row of the style's row count. */
function gridFontPt(style: CalendarGridStyle, box: Box): number {
  const rows = { 'month-grid': 8.5, 'month-list': 34, planner: 34, year: 30 }[style]
  const byHeight = (box.height / rows) * (style === 'month-grid' ? 0.42 : 0.62)
  return clamp(Math.round((byHeight / ptToMm(1)) * 2) / 2, 5, 36)
}

function photoLayers(pageId: string, boxes: Box[]): LayerInput[] {
  return boxes.map((box, i) => ({
    ...base,
    ...box,
    id: `${pageId}-photo-${i + 1}`,
    name: `Foto ${i + 1}`,
    type: 'photo',
    crop: { ...FULL_CROP },
    placeholderLabel: 'Ihr Foto',
    shape: 'rect',
  }))
}

function gridLayer(
  pageId: string,
  style: CalendarGridStyle,
  box: Box,
  template: CalendarTemplate,
): LayerInput {
  return {
    ...base,
    ...box,
    id: `${pageId}-grid`,
    name: 'Kalendarium',
    type: 'calendar-grid',
    style,
    fontFamily: template.fontFamily,
    fontWeight: 400,
    fontSizePt: gridFontPt(style, box),
    color: paletteRef('ink'),
    accentColor: paletteRef('accent'),
    lineColor: paletteRef('line'),
    showWeekNumbers: false,
    showHolidayNames: true,
  }
}

/** "2027", or "2027/2028" for a calendar that runs into the next year. */
export function calendarYearTitle(months: readonly CalendarMonth[]): string {
  const first = months[0]?.year
  const last = months[months.length - 1]?.year
  return first === last ? `${first}` : `${first}/${last}`
}

function coverPage(layout: CalendarLayout, template: CalendarTemplate): PageInput {
  const box = contentBox(layout)
  const titleH = round(clamp(box.height * 0.16, 10, 60))
  const photo: Box = { ...box, height: box.height - titleH - GAP_MM }
  const title: Box = { ...box, y: box.y + box.height - titleH, height: titleH }
  return {
    id: CALENDAR_COVER_ID,
    role: 'front',
    background: { kind: 'color', color: paletteRef('paper') },
    layers: [
      ...photoLayers(CALENDAR_COVER_ID, [photo]),
      {
        ...base,
        ...title,
        id: `${CALENDAR_COVER_ID}-title`,
        name: 'Titel',
        type: 'text',
        // The cover title is what a calendar's gold, silver or relief refines (ADR 0082).
        foil: true,
        content: calendarYearTitle(layout.months),
        fontFamily: template.fontFamily,
        fontSizePt: clamp(Math.round((titleH * 0.55) / ptToMm(1)), 8, 120),
        fontWeight: 700,
        italic: false,
        color: paletteRef('ink'),
        align: 'center',
        verticalAlign: 'middle',
        lineHeight: 1.1,
        letterSpacingEm: 0.05,
      },
    ],
  }
}

function monthPage(n: number, layout: CalendarLayout, template: CalendarTemplate): PageInput {
  const id = monthPageId(n)
  const areas = monthAreas(contentBox(layout), template.grid)
  return {
    id,
    role: 'month',
    background: { kind: 'color', color: paletteRef('paper') },
    layers: [
      ...photoLayers(id, splitSlots(areas.photo, template.photoSlots)),
      gridLayer(id, template.grid, areas.grid, template),
    ],
  }
}

function backPage(layout: CalendarLayout, template: CalendarTemplate): PageInput {
  return {
    id: CALENDAR_BACK_ID,
    role: 'back',
    background: { kind: 'color', color: paletteRef('paper') },
    layers: [gridLayer(CALENDAR_BACK_ID, 'year', contentBox(layout), template)],
  }
}

function buildDocument(spec: CalendarSpec, template: CalendarTemplate, id: string): DesignDocumentInput {
  const layout = calendarLayout(spec)
  const pages = [
    coverPage(layout, template),
    ...layout.months.map((_, i) => monthPage(i + 1, layout, template)),
    backPage(layout, template),
  ]
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id,
    format: {
      key: calendarFormatKey(spec),
      trimWidthMm: layout.trimWidthMm,
      trimHeightMm: layout.trimHeightMm,
      bleedMm: layout.bleedMm,
      safeMarginMm: layout.safeMarginMm,
      fold: 'none',
      orientation: orientationOf({ width: layout.trimWidthMm, height: layout.trimHeightMm }),
      cut: 'rect',
      cornerRadiusMm: 0,
    },
    palette: { ...template.palette },
    fonts: collectFonts(pages, []),
    pages,
    calendar: spec,
  }
}

/** A new calendar of this spec in the template's look; throws DesignDocumentError for a bad spec. */
export function newCalendarDocument(
  spec: CalendarSpec,
  template: CalendarTemplate,
  id: string,
): DesignDocument {
  return parseDesignDocument(buildDocument(spec, { ...template, grid: gridStyleFor(spec.type) }, id))
}

/** The month the page shows: the n-th month page is the n-th month of the spec; null off month pages. */
export function calendarPageMonth(doc: DesignDocument, pageId: string): CalendarMonth | null {
  if (!doc.calendar) return null
  const monthPages = doc.pages.filter((page) => page.role === 'month')
  const index = monthPages.findIndex((page) => page.id === pageId)
  if (index < 0) return null
  return calendarLayout(doc.calendar).months[index] ?? null
}

/** The template a calendar was built with, read back from the document (for a rebuild). */
export function calendarTemplateOfDocument(doc: DesignDocument, spec: CalendarSpec): CalendarTemplate {
  const month = doc.pages.find((page) => page.role === 'month')
  const grid = month?.layers.find((l): l is CalendarGridLayer => l.type === 'calendar-grid')
  const photos = month?.layers.filter((l) => l.type === 'photo' && l.id.startsWith(`${month.id}-photo-`))
  const count = photos?.length ?? 1
  const p = doc.palette
  return {
    palette: {
      paper: p.paper ?? '#ffffff',
      ink: p.ink ?? '#1f1f1f',
      accent: p.accent ?? '#b91c1c',
      line: p.line ?? '#d4d4d4',
    },
    fontFamily: grid?.fontFamily ?? 'Inter',
    photoSlots: count === 2 || count === 4 ? count : 1,
    grid: gridStyleFor(spec.type),
  }
}

/** A generated layer (photo slot, grid, cover title) rather than one the shopper added. */
const generated = (pageId: string, layer: Layer) =>
  layer.id === `${pageId}-grid` || layer.id === `${pageId}-title` || layer.id.startsWith(`${pageId}-photo-`)

/**
 * The same calendar in another spec (format, type, start month, months, holidays…): rebuilt from its
 * template; each page keeps its background, its photos in slot order (crops re-fitted to the new slot),
 * the cover title's text, the grid's look, and every layer the shopper added, scaled to the new page.
 */
export function applyCalendarSpec(doc: DesignDocument, spec: CalendarSpec): DesignDocument {
  const fresh = newCalendarDocument(spec, calendarTemplateOfDocument(doc, spec), doc.id)
  const sx = fresh.format.trimWidthMm / doc.format.trimWidthMm
  const sy = fresh.format.trimHeightMm / doc.format.trimHeightMm
  const oldPages = new Map(doc.pages.map((page) => [page.id, page]))
  const oldTitle = doc.calendar ? calendarYearTitle(calendarLayout(doc.calendar).months) : null
  const pages = fresh.pages.map((page): Page => {
    const old = oldPages.get(page.id)
    if (!old) return page
    const oldPhotos = old.layers.filter((l) => l.type === 'photo' && generated(old.id, l))
    let next = 0
    const layers = page.layers.map((layer): Layer => {
      const before = old.layers.find((l) => l.id === layer.id)
      if (layer.type === 'photo') {
        const from = oldPhotos[next++]
        if (from?.type !== 'photo' || from.assetId === undefined) return layer
        const crop = aspectCrop(from.crop, sourceAspect(from.crop, from), layer)
        return { ...layer, assetId: from.assetId, crop }
      }
      if (layer.type === 'text' && before?.type === 'text') {
        // The year on the cover follows the spec unless the shopper wrote a title of their own.
        const style = textStyle(before)
        return before.content === oldTitle
          ? { ...layer, ...style, content: layer.content }
          : { ...layer, ...style }
      }
      if (layer.type === 'calendar-grid' && before?.type === 'calendar-grid') {
        const { color, accentColor, lineColor, fontFamily, fontWeight, showHolidayNames } = before
        const weeks = before.showWeekNumbers
        return {
          ...layer,
          color,
          accentColor,
          lineColor,
          fontFamily,
          fontWeight,
          showHolidayNames,
          showWeekNumbers: weeks,
        }
      }
      return layer
    })
    const added = old.layers
      .filter((l) => !generated(old.id, l))
      .map((l) => ({ ...l, x: l.x * sx, y: l.y * sy, width: l.width * sx, height: l.height * sy }))
    return { ...page, background: old.background, layers: [...layers, ...added] }
  })
  return parseDesignDocument({ ...fresh, palette: doc.palette, fonts: collectFonts(pages, doc.fonts), pages })
}

function textStyle(layer: Extract<Layer, { type: 'text' }>) {
  const { content, fontFamily, fontWeight, italic, color, letterSpacingEm } = layer
  return { content, fontFamily, fontWeight, italic, color, letterSpacingEm }
}
