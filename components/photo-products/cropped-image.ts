import type { CSSProperties } from 'react'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'

/**
 * Where a photo's image goes inside its frame (absolutely positioned, the frame clipping it) so that
 * the crop's share of the image fills the frame exactly: every thumbnail, cell and crop dialog alike.
 */
export function croppedImageStyle(crop: Crop): CSSProperties {
  return {
    width: `${100 / crop.width}%`,
    height: `${100 / crop.height}%`,
    left: `${(-crop.x / crop.width) * 100}%`,
    top: `${(-crop.y / crop.height) * 100}%`,
  }
}
