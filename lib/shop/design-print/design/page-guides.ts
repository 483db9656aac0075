import { calendarLayout } from './calendar-spec'
import type { DesignDocument } from './document'
import { insetBox, safeBox, type Box } from './geometry'
import type { Page } from './page'
import { photobookCoverLayout, photobookLayout } from './photobook-spec'

/**
 * The guides the canvas draws over a page (ADR 0068): where a book's pages meet (gutter), where its
 * cover bends (fold) and wraps round the boards (wrap), where a calendar's binding ends, and the safe
 * areas text should keep to. Derived from the spec, so the editor draws exactly what the checks use.
 */
export type GuideKind = 'gutter' | 'fold' | 'wrap' | 'binding'
export interface GuideLine {
  x1: number
  y1: number
  x2: number
  y2: number
  kind: GuideKind
}
export interface PageGuides {
  lines: GuideLine[]
  safeBoxes: Box[]
}

const vertical = (x: number, height: number, kind: GuideKind): GuideLine => ({
  x1: x,
  y1: 0,
  x2: x,
  y2: height,
  kind,
})
const horizontal = (y: number, width: number, kind: GuideKind): GuideLine => ({
  x1: 0,
  y1: y,
  x2: width,
  y2: y,
  kind,
})

export function pageGuides(doc: DesignDocument, page: Page): PageGuides {
  if (doc.photobook && page.role === 'spread') {
    const { pageWidthMm: w, pageHeightMm: h, safeMarginMm: m } = photobookLayout(doc.photobook)
    const half = { x: 0, y: 0, width: w, height: h }
    return {
      lines: [vertical(w, h, 'gutter')],
      safeBoxes: [insetBox(half, m), insetBox({ ...half, x: w }, m)],
    }
  }
  if (doc.photobook && page.role === 'book-cover') {
    const cover = photobookCoverLayout(doc.photobook)
    const { width, height } = cover.sizeMm
    const m = photobookLayout(doc.photobook).safeMarginMm
    const wrap = cover.wrapMm
    const wrapLines = wrap
      ? [
          vertical(wrap, height, 'wrap'),
          vertical(width - wrap, height, 'wrap'),
          horizontal(wrap, width, 'wrap'),
          horizontal(height - wrap, width, 'wrap'),
        ]
      : []
    const spine = cover.spine.width > 0 ? [cover.spine] : []
    return {
      lines: [...cover.foldLinesX.map((x) => vertical(x, height, 'fold')), ...wrapLines],
      safeBoxes: [insetBox(cover.back, m), ...spine, insetBox(cover.front, m)],
    }
  }
  const safe = safeBox(doc.format, page)
  const zone = doc.calendar ? calendarLayout(doc.calendar).bindingZone : null
  if (!zone) return { lines: [], safeBoxes: [safe] }
  const top = Math.max(safe.y, zone.y + zone.height)
  return {
    lines: [horizontal(zone.y + zone.height, zone.width, 'binding')],
    safeBoxes: [{ ...safe, y: top, height: safe.y + safe.height - top }],
  }
}
