import type { DesignDocument } from './document'
import { boxContains, isInsideSafeArea, layerBounds } from './geometry'
import type { CalendarGridLayer, Layer } from './layers'
import { findPlaceholders } from './placeholders'
import type { Page } from './page'
import { pageGuides } from './page-guides'
import { photobookLayout } from './photobook-spec'
import type { PreflightIssue, PreflightOptions } from './preflight-types'
import { missingGlyphs } from './preflight-glyphs'
import { layoutText } from './text-layout'

/** Text-box findings: position, fit, printable characters and unfilled fields. */
export function checkTexts(
  doc: DesignDocument,
  page: Page,
  layer: Layer,
  options: PreflightOptions,
): PreflightIssue[] {
  if (layer.type === 'calendar-grid') return checkGridGlyphs(doc, page, layer)
  if (layer.type !== 'text' && layer.type !== 'qr') return []
  const at = { pageId: page.id, layerId: layer.id }
  const issues: PreflightIssue[] = []
  // Text near the cut may be trimmed off by the cutting tolerance; the envelope is printed uncut.
  if (page.role !== 'envelope' && outsideSafeArea(doc, page, layer)) {
    issues.push({ code: 'text-outside-safe-area', severity: 'warning', ...at })
  }
  const text = layer.type === 'text' ? layer.content : layer.data
  const fields = findPlaceholders(text)
  if (fields.length > 0 && !options.hasGuestList) {
    issues.push({ code: 'unfilled-field', severity: 'warning', ...at, detail: { fields } })
  }
  if (layer.type !== 'text') return issues

  if (layer.content.trim() === '') {
    issues.push({ code: 'empty-text', severity: 'warning', ...at })
    return issues
  }
  if (layoutText(layer.content, layer).overflows) {
    issues.push({ code: 'text-overflow', severity: 'error', ...at })
  }
  const chars = missingGlyphs(layer.content, layer.fontFamily)
  if (chars.length > 0) issues.push({ code: 'missing-glyphs', severity: 'error', ...at, detail: { chars } })
  return issues
}

/**
 * Outside the safe area the canvas draws. A book's spread is two pages, each with its own safe area
 * (page-guides.ts): text by the gutter disappears into the binding even when it stays off the fold,
 * so it is measured against its page half, not the whole spread. Text across the gutter is the
 * binding's finding (preflight-pages.ts) and not reported twice.
 */
function outsideSafeArea(doc: DesignDocument, page: Page, layer: Layer): boolean {
  if (!doc.photobook || page.role !== 'spread') return !isInsideSafeArea(layer, doc.format, page)
  const bounds = layerBounds(layer)
  const gutter = photobookLayout(doc.photobook).pageWidthMm
  if (bounds.x < gutter && bounds.x + bounds.width > gutter) return false
  return !pageGuides(doc, page).safeBoxes.some((box) => boxContains(box, bounds))
}

/**
 * A calendar grid prints what the shopper typed (persons' names, dates) in the grid's face: a
 * character the face lacks would print as a box, so it is reported like a text's (ADR 0068).
 */
function checkGridGlyphs(doc: DesignDocument, page: Page, layer: CalendarGridLayer): PreflightIssue[] {
  const spec = doc.calendar
  if (!spec) return []
  const typed = [...(layer.style === 'planner' ? spec.persons : []), ...spec.events.map((e) => e.label)]
  const chars = missingGlyphs(typed.join(' '), layer.fontFamily)
  if (chars.length === 0) return []
  return [
    { code: 'missing-glyphs', severity: 'error', pageId: page.id, layerId: layer.id, detail: { chars } },
  ]
}
