import { createHash } from 'node:crypto'
import { PREVIEW_RENDER_VERSION } from './preview-url'

/**
 * A design's preview version: a hash of its template and the renderer version, stored as
 * designs.preview_key by the generator and used in preview URLs and cache file names. It changes
 * whenever the drawing would, so previews can be cached as immutable.
 */
export function previewKeyOf(template: unknown): string {
  return createHash('sha256')
    .update(`${PREVIEW_RENDER_VERSION}\n${JSON.stringify(template)}`)
    .digest('hex')
    .slice(0, 16)
}
