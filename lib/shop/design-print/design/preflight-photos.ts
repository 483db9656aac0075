import type { FaceBox } from './face-box'
import { MM_PER_INCH } from './geometry'
import type { Layer } from './layers'
import type { Page } from './page'
import { MIN_PRINT_DPI, type PreflightIssue, type PreflightOptions } from './preflight-types'

export interface AssetPixels {
  widthPx: number
  heightPx: number
  /** Faces the server found in the upload; absent when unknown (not analysed or analysis failed). */
  faces?: readonly FaceBox[]
}

/**
 * The resolution a photo prints at: the pixels of the cropped part over the inches of the box. The
 * smaller of the two axes counts, since a stretched axis is what looks soft.
 */
export function effectiveDpi(
  pixels: AssetPixels,
  crop: { width: number; height: number },
  boxMm: { width: number; height: number },
): number {
  const dpiX = (pixels.widthPx * crop.width) / (boxMm.width / MM_PER_INCH)
  const dpiY = (pixels.heightPx * crop.height) / (boxMm.height / MM_PER_INCH)
  return Math.min(dpiX, dpiY)
}

export function checkPhotos(page: Page, layer: Layer, options: PreflightOptions): PreflightIssue[] {
  if (layer.type !== 'photo') return []
  const at = { pageId: page.id, layerId: layer.id }
  if (layer.assetId === undefined) return [{ code: 'empty-photo', severity: 'warning', ...at }]
  const pixels = options.assets?.[layer.assetId]
  if (!pixels) return []
  const dpi = effectiveDpi(pixels, layer.crop, layer)
  if (dpi >= MIN_PRINT_DPI) return []
  return [{ code: 'low-resolution', severity: 'warning', ...at, detail: { dpi: Math.floor(dpi) } }]
}
