import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import { wallArtLayout, type WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'

/** What a cart line's thumbnail shows of a wall-art design: the part of the photo seen on the wall. */
export interface WallArtThumbnail {
  /** The upload whose preview is shown; null while the design has no photo. */
  assetId: string | null
  /** Fractions of the photo that are visible (inside the mat window, the rebate or the front face). */
  crop: Crop
  /** Width / height of the visible area. */
  aspect: number
}

/**
 * The visible crop of a wall-art design. The photo layer covers the layout's photo box (with bleed or
 * wrap) under `photo.crop`; the wall shows the visible box, so its crop is the matching part of the
 * layer's crop. The same upload preview then serves every line, cropped by CSS.
 */
export function wallArtThumbnail(
  spec: WallArtSpec,
  photo: { assetId: string | null; crop: Crop },
): WallArtThumbnail {
  const { visibleBox: v, photoBox: p } = wallArtLayout(spec)
  const c = photo.crop
  const crop = {
    x: c.x + (c.width * (v.x - p.x)) / p.width,
    y: c.y + (c.height * (v.y - p.y)) / p.height,
    width: (c.width * v.width) / p.width,
    height: (c.height * v.height) / p.height,
  }
  return { assetId: photo.assetId, crop, aspect: v.width / v.height }
}
