import type { DesignDocument } from './document'
import { checkFaces } from './preflight-faces'
import { checkPhotos } from './preflight-photos'
import type { PreflightIssue, PreflightOptions } from './preflight-types'
import { checkTexts } from './preflight-text'

export * from './preflight-types'

/** Every finding of every visible layer, page by page, bottom layer first. */
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
  return issues
}

export function hasBlockingIssues(issues: readonly PreflightIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error')
}
