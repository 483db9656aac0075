import {
  concatTransformationMatrix,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  type PDFPage,
} from 'pdf-lib'
import type { PhotoLayer } from '@/lib/shop/design-print/design/layers'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import type { EmbeddedAsset } from './assets'
import type { PageFrame, PtBox } from './frame'
import { withClip } from './ops'
import { drawCropped } from './picture'

/**
 * The mirrored edge of a canvas (spec: edge "mirror"). The photo covers only the front face; each
 * side of the wrap shows the front's outer band reflected at the fold, so the motif is not lost
 * round the stretcher bar and the edge still continues the picture. Each strip is the same drawing
 * of the full-resolution image under a reflection, clipped to the strip: no pixel is resampled and
 * the image is embedded once. A colour edge needs nothing here: the document's background (the edge
 * colour) already fills the bleed, and the photo covers the front only.
 */
export function drawMirroredWrap(
  page: PDFPage,
  frame: PageFrame,
  layer: PhotoLayer,
  asset: EmbeddedAsset,
  wrapMm: number,
): void {
  const topLeft = frame.toPdf(layer.x, layer.y)
  const width = mmToPt(layer.width)
  const height = mmToPt(layer.height)
  const front = { x: topLeft.x, y: topLeft.y - height, w: width, h: height }
  const wrap = mmToPt(wrapMm)
  const [left, right, bottom, top] = [front.x, front.x + front.w, front.y, front.y + front.h]
  // Each region of the wrap with its reflection: about the vertical fold (x), the horizontal one (y)
  // or both at a corner. A reflection about x = a is the matrix (-1 0 0 1 2a 0).
  const regions: { clip: PtBox; flipX?: number; flipY?: number }[] = [
    { clip: { x: left - wrap, y: bottom, width: wrap, height: front.h }, flipX: left },
    { clip: { x: right, y: bottom, width: wrap, height: front.h }, flipX: right },
    { clip: { x: left, y: bottom - wrap, width: front.w, height: wrap }, flipY: bottom },
    { clip: { x: left, y: top, width: front.w, height: wrap }, flipY: top },
    { clip: { x: left - wrap, y: bottom - wrap, width: wrap, height: wrap }, flipX: left, flipY: bottom },
    { clip: { x: right, y: bottom - wrap, width: wrap, height: wrap }, flipX: right, flipY: bottom },
    { clip: { x: left - wrap, y: top, width: wrap, height: wrap }, flipX: left, flipY: top },
    { clip: { x: right, y: top, width: wrap, height: wrap }, flipX: right, flipY: top },
  ]
  for (const region of regions) {
    const { clip } = region
    withClip(page, [rectangle(clip.x, clip.y, clip.width, clip.height)], () => {
      const sx = region.flipX === undefined ? 1 : -1
      const sy = region.flipY === undefined ? 1 : -1
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(sx, 0, 0, sy, 2 * (region.flipX ?? 0), 2 * (region.flipY ?? 0)),
      )
      drawCropped(page, asset, front, layer.crop, layer.opacity)
      page.pushOperators(popGraphicsState())
    })
  }
}
