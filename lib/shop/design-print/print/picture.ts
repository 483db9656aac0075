import type { PDFPage } from 'pdf-lib'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import type { EmbeddedAsset } from './assets'
import { alpha } from './ops'
import { drawVectorSvg } from './svg-vector'

/** A box in pt with its bottom-left corner. */
type PdfBox = { x: number; y: number; w: number; h: number }

/**
 * Draws the crop of a picture so that it fills `box` (the caller clips to the box's shape). The crop
 * is in fractions of the source, so the image is scaled to box / crop and shifted by the crop origin,
 * at full source resolution: the PDF keeps every pixel of the stored original.
 */
export function drawCropped(page: PDFPage, asset: EmbeddedAsset, box: PdfBox, crop: Crop, opacity: number) {
  const width = box.w / crop.width
  const height = box.h / crop.height
  const x = box.x - crop.x * width
  const y = box.y + box.h + crop.y * height - height
  place(page, asset, { x, y, w: width, h: height }, opacity)
}

function place(
  page: PDFPage,
  asset: EmbeddedAsset,
  box: PdfBox,
  opacity: number,
  slots: readonly string[] = [],
) {
  const { x, y, w: width, h: height } = box
  if (asset.kind === 'image') page.drawImage(asset.image, { x, y, width, height, opacity: alpha(opacity) })
  else if (asset.kind === 'page') page.drawPage(asset.page, { x, y, width, height, opacity: alpha(opacity) })
  else drawVectorSvg(page, asset.svg, box, opacity, slots)
}

/** Draws a picture whole, centred and scaled to fit `box` (SVG's xMidYMid meet), for artwork. */
export function drawFitted(
  page: PDFPage,
  asset: EmbeddedAsset,
  box: PdfBox,
  opacity: number,
  slots: readonly string[] = [],
) {
  if (asset.kind === 'vector') return drawVectorSvg(page, asset.svg, box, opacity, slots)
  const size =
    asset.kind === 'image' ? asset.image.size() : { width: asset.page.width, height: asset.page.height }
  const scale = Math.min(box.w / size.width, box.h / size.height)
  const [width, height] = [size.width * scale, size.height * scale]
  const x = box.x + (box.w - width) / 2
  const y = box.y + (box.h - height) / 2
  place(page, asset, { x, y, w: width, h: height }, opacity)
}
