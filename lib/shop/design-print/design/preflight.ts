import type { DesignDocument } from './document'
import { checkFaces } from './preflight-faces'
import { checkPhotos } from './preflight-photos'
import type { PreflightIssue, PreflightOptions } from './preflight-types'
import { checkPages } from './preflight-pages'
import { checkTexts } from './preflight-text'

export * from './preflight-types'

/**
 * Every finding of every visible layer, page by page, bottom layer first, then the findings about
 * whole pages and the binding of calendars and photo books.
 */
export function preflight(doc: DesignDocument, options: PreflightOptions = {}): PreflightIssue[] {
  const issues: PreflightIssue[] = []
  for (const page of doc.pages) {
    for (const layer of page.layers) {
      if (layer.hidden) continue
      issues.push(
        ...checkTexts(doc, page, layer, options),
        ...checkPhotos(page, layer, options),
        ...checkFaces(doc, page, layer, options),
      )
    }
  }
  // A book's layouts bring caption boxes the shopper may leave empty: they print nothing, so they are
  // no finding (a page with nothing at all is reported as blank instead).
  const kept = doc.photobook ? issues.filter((issue) => issue.code !== 'empty-text') : issues
  return [...kept, ...checkPages(doc)]
}

export function hasBlockingIssues(issues: readonly PreflightIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error')
}
