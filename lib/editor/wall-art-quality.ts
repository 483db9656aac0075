import type { FaceBox } from '@/lib/shop/design-print/design/face-box'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import { effectiveDpi, type AssetPixels } from '@/lib/shop/design-print/design/preflight-photos'

/**
 * How sharp a wall-art print will be, judged before the shopper pays for it (issue 26 point 4). Wall
 * art is looked at from further away than a card, so the limits are lower than the card preflight's:
 * below 150 dpi the print looks soft up close (a warning), below 75 dpi it looks blurred from any
 * distance (a strong warning the shopper must confirm before it goes into the cart).
 */
export const WALL_ART_DPI = { warn: 150, confirm: 75 } as const

export type DpiLevel = 'ok' | 'warn' | 'confirm'

export function dpiLevel(dpi: number): DpiLevel {
  if (dpi < WALL_ART_DPI.confirm) return 'confirm'
  if (dpi < WALL_ART_DPI.warn) return 'warn'
  return 'ok'
}

/** A size on offer with the photo box it prints in (mm); `key` is the "WxH" format. */
export interface SizedFormat {
  key: string
  photoWidthMm: number
  photoHeightMm: number
}

/**
 * The formats this photo would print below 75 dpi in, even using as much of it as the format's
 * aspect allows (the cover crop): they are marked in the format list before the shopper picks one.
 */
export function formatsBelow(
  pixels: Pick<AssetPixels, 'widthPx' | 'heightPx'>,
  formats: readonly SizedFormat[],
  minDpi: number = WALL_ART_DPI.confirm,
): Set<string> {
  const imageAspect = pixels.widthPx / pixels.heightPx
  const below = new Set<string>()
  for (const format of formats) {
    const boxAspect = format.photoWidthMm / format.photoHeightMm
    const crop =
      imageAspect > boxAspect
        ? { width: boxAspect / imageAspect, height: 1 }
        : { width: 1, height: imageAspect / boxAspect }
    const dpi = effectiveDpi(pixels, crop, { width: format.photoWidthMm, height: format.photoHeightMm })
    if (dpi < minDpi) below.add(format.key)
  }
  return below
}

/** The whole box; a part of the photo box as fractions, like a crop. */
const WHOLE: Crop = { x: 0, y: 0, width: 1, height: 1 }

/**
 * Faces the edge of the visible picture runs through: partly inside, partly outside. `crop` is the
 * part of the photo in the photo box; `visible` is the part of the box that shows on the wall (the
 * mat window of a frame, the front face of a canvas whose edge is mirrored), as fractions of the box.
 * A face wholly outside was cropped away on purpose and is not reported.
 */
export function facesCutByCrop(faces: readonly FaceBox[], crop: Crop, visible: Crop = WHOLE): FaceBox[] {
  const left = crop.x + visible.x * crop.width
  const top = crop.y + visible.y * crop.height
  const right = left + visible.width * crop.width
  const bottom = top + visible.height * crop.height
  // A hair of tolerance: a face touching the edge exactly is neither cut nor worth a warning.
  const eps = 1e-6
  return faces.filter((face) => {
    const faceRight = face.x + face.width
    const faceBottom = face.y + face.height
    const overlaps =
      face.x < right - eps && faceRight > left + eps && face.y < bottom - eps && faceBottom > top + eps
    const inside =
      face.x >= left - eps && faceRight <= right + eps && face.y >= top - eps && faceBottom <= bottom + eps
    return overlaps && !inside
  })
}
