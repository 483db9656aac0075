import {
  clip,
  concatTransformationMatrix,
  endPath,
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
  for (const region of wrapRegions(front, mmToPt(wrapMm))) {
    withClip(page, [rectangle(region.clip.x, region.clip.y, region.clip.width, region.clip.height)], () => {
      page.pushOperators(pushGraphicsState(), reflection(region))
      drawCropped(page, asset, front, layer.crop, layer.opacity)
      page.pushOperators(popGraphicsState())
    })
  }
}

/**
 * The mirrored edge of a canvas collage (ADR 0078): the whole front face, every cell and the text on
 * the background, is reflected into the wrap, as for a single photo. Mirroring each cell about its own
 * edges would paint the reflections over the neighbouring cells; the face is drawn again per strip
 * (`drawFace`, in page coordinates) under the reflection and clipped to the strip.
 */
export async function drawMirroredFace(
  page: PDFPage,
  frame: PageFrame,
  wrapMm: number,
  drawFace: () => Promise<void>,
): Promise<void> {
  const { trim } = frame
  const front = { x: trim.x, y: trim.y, w: trim.width, h: trim.height }
  for (const region of wrapRegions(front, mmToPt(wrapMm))) {
    const { clip: box } = region
    page.pushOperators(
      pushGraphicsState(),
      rectangle(box.x, box.y, box.width, box.height),
      clip(),
      endPath(),
      reflection(region),
    )
    await drawFace()
    page.pushOperators(popGraphicsState())
  }
}

type WrapRegion = { clip: PtBox; flipX?: number; flipY?: number }

/**
 * Each region of the wrap round `front` with its reflection: about the vertical fold (x), the
 * horizontal one (y) or both at a corner.
 */
function wrapRegions(front: { x: number; y: number; w: number; h: number }, wrap: number): WrapRegion[] {
  const [left, right, bottom, top] = [front.x, front.x + front.w, front.y, front.y + front.h]
  return [
    { clip: { x: left - wrap, y: bottom, width: wrap, height: front.h }, flipX: left },
    { clip: { x: right, y: bottom, width: wrap, height: front.h }, flipX: right },
    { clip: { x: left, y: bottom - wrap, width: front.w, height: wrap }, flipY: bottom },
    { clip: { x: left, y: top, width: front.w, height: wrap }, flipY: top },
    { clip: { x: left - wrap, y: bottom - wrap, width: wrap, height: wrap }, flipX: left, flipY: bottom },
    { clip: { x: right, y: bottom - wrap, width: wrap, height: wrap }, flipX: right, flipY: bottom },
    { clip: { x: left - wrap, y: top, width: wrap, height: wrap }, flipX: left, flipY: top },
    { clip: { x: right, y: top, width: wrap, height: wrap }, flipX: right, flipY: top },
  ]
}

/** A reflection about x = a is the matrix (-1 0 0 1 2a 0); about y = b, (1 0 0 -1 0 2b). */
function reflection(region: WrapRegion) {
  const sx = region.flipX === undefined ? 1 : -1
  const sy = region.flipY === undefined ? 1 : -1
  return concatTransformationMatrix(sx, 0, 0, sy, 2 * (region.flipX ?? 0), 2 * (region.flipY ?? 0))
}
