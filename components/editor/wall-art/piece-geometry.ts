import type { Box } from '@/lib/shop/design-print/design/geometry'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'

/**
 * The piece as it hangs, in mm with the visible picture's top left at 0, 0: the visible picture, the
 * mat round it, the frame round that, and for a canvas its edge (drawn as a strip on the right and at
 * the bottom, as seen slightly from the side). Preview only: the sizes come from
 * /web-api/calculator/reference (the printed photo and the visible area, centred on each other), and
 * the print file is laid out on the server.
 */
export interface PieceGeometry {
  /** Everything drawn (frame, or canvas with its edge strips). */
  outer: Box
  /** The picture on the wall: the trim, the mat window or the area inside the rebate. */
  visible: Box
  /** The mat's outer edge (= visible when there is no mat). */
  inner: Box
  /** The frame's outer edge, or null unframed. */
  frame: Box | null
  /** The canvas edge strip width, 0 for anything else. */
  edgeMm: number
  /** Where the whole source image lies for the current crop. */
  image: Box
  /** The photo box, for converting pointer moves into crop moves. */
  photoBox: Box
}

/** Moulding width in the preview; frame types differ little at the preview's scale. */
export const PREVIEW_MOULDING_MM = 20

const expand = (b: Box, by: number): Box => ({
  x: b.x - by,
  y: b.y - by,
  width: b.width + 2 * by,
  height: b.height + 2 * by,
})

/** What the preview needs of /web-api/calculator/reference, in mm. */
export interface PieceSizes {
  printWidthMm: number
  printHeightMm: number
  visibleWidthMm: number
  visibleHeightMm: number
}

export function pieceGeometry(spec: WallArtSpec, crop: Crop, sizes: PieceSizes): PieceGeometry {
  const visible = { x: 0, y: 0, width: sizes.visibleWidthMm, height: sizes.visibleHeightMm }
  const photoBox = {
    x: (sizes.visibleWidthMm - sizes.printWidthMm) / 2,
    y: (sizes.visibleHeightMm - sizes.printHeightMm) / 2,
    width: sizes.printWidthMm,
    height: sizes.printHeightMm,
  }
  const inner = expand(visible, spec.frame?.matSize ?? 0)
  const frame = spec.frame ? expand(inner, PREVIEW_MOULDING_MM) : null
  const edgeMm = spec.canvas?.depthMm ?? 0
  const outer = frame ?? { ...visible, width: visible.width + edgeMm, height: visible.height + edgeMm }
  const width = photoBox.width / crop.width
  const height = photoBox.height / crop.height
  const image = { x: photoBox.x - crop.x * width, y: photoBox.y - crop.y * height, width, height }
  return { outer, visible, inner, frame, edgeMm, image, photoBox }
}
