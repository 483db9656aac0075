import { calendarLayout } from './calendar-spec'
import type { DesignDocument } from './document'
import { layerBounds, type Box } from './geometry'
import type { Layer } from './layers'
import type { Page } from './page'
import { sideOf, type PageSide } from './photobook-layouts'
import { MIN_SPINE_TEXT_MM, photobookCoverLayout, photobookLayout } from './photobook-spec'
import type { PreflightIssue } from './preflight-types'

/**
 * Findings about whole pages and the binding (ADR 0068): pages left blank, a spine too narrow for its
 * text, and text where the wire, the punched hole, the gutter or the cover's hinge and wrap would
 * swallow it. Calendars and photo books only: a card's pages are few and its back may well be blank.
 */

const SPINE_TEXT_ID = 'spine-text'

/** Something that prints: a placed photo, a text with words, any graphic. Empty slots do not count. */
function prints(layer: Layer): boolean {
  if (layer.hidden || layer.opacity === 0) return false
  if (layer.type === 'photo') return layer.assetId !== undefined
  if (layer.type === 'text') return layer.content.trim() !== ''
  return true
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const isText = (layer: Layer) => (layer.type === 'text' || layer.type === 'qr') && !layer.hidden

export function checkPages(doc: DesignDocument): PreflightIssue[] {
  if (doc.calendar) return checkCalendarPages(doc)
  if (doc.photobook) return checkBookPages(doc)
  return []
}

function checkCalendarPages(doc: DesignDocument): PreflightIssue[] {
  const spec = doc.calendar
  if (!spec) return []
  const zone = calendarLayout(spec).bindingZone
  const issues: PreflightIssue[] = []
  for (const page of doc.pages) {
    if (!page.layers.some(prints) && page.background.kind !== 'image') {
      issues.push({ code: 'blank-page', severity: 'warning', pageId: page.id, layerId: null })
    }
    if (!zone) continue
    for (const layer of page.layers) {
      const grid = layer.type === 'calendar-grid' && !layer.hidden
      if ((isText(layer) || grid) && overlaps(layerBounds(layer), zone)) {
        issues.push({ code: 'text-in-binding', severity: 'warning', pageId: page.id, layerId: layer.id })
      }
    }
  }
  return issues
}

function checkBookPages(doc: DesignDocument): PreflightIssue[] {
  const spec = doc.photobook
  if (!spec) return []
  const layout = photobookLayout(spec)
  const cover = photobookCoverLayout(spec)
  const W = layout.pageWidthMm
  const issues: PreflightIssue[] = []
  const [coverPage, ...spreads] = doc.pages
  if (coverPage) {
    if (!coverPage.layers.some(prints) && coverPage.background.kind !== 'image') {
      issues.push({ code: 'blank-page', severity: 'warning', pageId: coverPage.id, layerId: null })
    }
    // The hinges bend and the wrap folds round the boards; the spine text belongs on the spine.
    const hinges: Box[] = cover.hingeMm
      ? [
          { x: cover.spine.x - cover.hingeMm, y: 0, width: cover.hingeMm, height: cover.sizeMm.height },
          { x: cover.spine.x + cover.spine.width, y: 0, width: cover.hingeMm, height: cover.sizeMm.height },
        ]
      : []
    const boards = {
      x: cover.back.x,
      y: cover.back.y,
      width: cover.front.x + cover.front.width - cover.back.x,
      height: cover.back.height,
    }
    for (const layer of coverPage.layers) {
      if (!isText(layer)) continue
      const bounds = layerBounds(layer)
      const inWrap = cover.wrapMm > 0 && !contains(boards, bounds)
      const onSpineEdge = layer.id !== SPINE_TEXT_ID && crossesSpine(bounds, cover.spine)
      if (inWrap || onSpineEdge || hinges.some((h) => overlaps(bounds, h))) {
        issues.push({ code: 'text-in-binding', severity: 'warning', pageId: coverPage.id, layerId: layer.id })
      }
      if (layer.id === SPINE_TEXT_ID && layout.spineMm < MIN_SPINE_TEXT_MM && prints(layer)) {
        issues.push({
          code: 'spine-too-narrow',
          severity: 'error',
          pageId: coverPage.id,
          layerId: layer.id,
          detail: { spineMm: layout.spineMm },
        })
      }
    }
  }
  for (const page of spreads) issues.push(...checkSpread(page, W))
  return issues
}

function checkSpread(page: Page, W: number): PreflightIssue[] {
  const issues: PreflightIssue[] = []
  const imageBackground = page.background.kind === 'image'
  for (const side of ['left', 'right'] as const satisfies readonly PageSide[]) {
    const content = page.layers.some((l) => prints(l) && sideOf(l, W) === side)
    if (!content && !imageBackground) {
      issues.push({
        code: 'blank-page',
        severity: 'warning',
        pageId: page.id,
        layerId: null,
        detail: { side },
      })
    }
  }
  for (const layer of page.layers) {
    const bounds = layerBounds(layer)
    if (isText(layer) && bounds.x < W && bounds.x + bounds.width > W) {
      issues.push({ code: 'text-in-binding', severity: 'warning', pageId: page.id, layerId: layer.id })
    }
  }
  return issues
}

function contains(outer: Box, inner: Box): boolean {
  const e = 1e-6
  return (
    inner.x >= outer.x - e &&
    inner.y >= outer.y - e &&
    inner.x + inner.width <= outer.x + outer.width + e &&
    inner.y + inner.height <= outer.y + outer.height + e
  )
}

function crossesSpine(bounds: Box, spine: Box): boolean {
  const left = spine.x
  const right = spine.x + spine.width
  const crosses = (edge: number) => bounds.x < edge && bounds.x + bounds.width > edge
  return spine.width > 0 ? crosses(left) || crosses(right) : crosses(left)
}
