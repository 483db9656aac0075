import type { Color } from './colors'
import type { Layer } from './layers'
import type { Background } from './page'

/** Every colour a background uses, so palette checks and recolouring need no per-kind knowledge. */
export function backgroundColors(background: Background): Color[] {
  switch (background.kind) {
    case 'color':
      return [background.color]
    case 'pattern':
      return background.colors
    case 'image':
      return []
  }
}

/** Every colour a layer uses; `switch` over the union so a new layer type fails to compile here. */
export function layerColors(layer: Layer): Color[] {
  switch (layer.type) {
    case 'text':
    case 'frame':
    case 'qr':
      return [layer.color]
    case 'clipart':
      return layer.colors
    case 'shape':
      return [...(layer.fill ? [layer.fill] : []), ...(layer.stroke ? [layer.stroke.color] : [])]
    case 'calendar-grid':
      return [layer.color, layer.accentColor, ...(layer.lineColor ? [layer.lineColor] : [])]
    case 'photo':
    case 'artwork':
      return []
  }
}

/** Image assets a layer or background needs, for upload checks and for preloading before rendering. */
export function layerAssetIds(layer: Layer): string[] {
  if (layer.type === 'photo') return layer.assetId ? [layer.assetId] : []
  if (layer.type === 'artwork' && layer.source.kind === 'asset') return [layer.source.assetId]
  return []
}
