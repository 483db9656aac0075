import type { DesignDocument } from './document'
import { isInsideSafeArea } from './geometry'
import type { Layer } from './layers'
import { findPlaceholders } from './placeholders'
import type { Page } from './page'
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
  if (layer.type !== 'text' && layer.type !== 'qr') return []
  const at = { pageId: page.id, layerId: layer.id }
  const issues: PreflightIssue[] = []
  // Text near the cut may be trimmed off by the cutting tolerance; the envelope is printed uncut.
  if (page.role !== 'envelope' && !isInsideSafeArea(layer, doc.format, page)) {
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
