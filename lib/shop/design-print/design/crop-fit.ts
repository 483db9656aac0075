import type { Box } from './geometry'
import type { Crop } from './layer-base'

/**
 * Crops that follow a slot's aspect ratio, shared by every builder that moves photos between slots
 * (wall art's spec change, a calendar or book rebuilt for another format, auto-fill).
 */

/**
 * The source image's aspect ratio, recovered from a crop that covers `box`: the crop's pixels have
 * the box's aspect, so width·W / (height·H) = box aspect.
 */
export function sourceAspect(crop: Crop, box: Pick<Box, 'width' | 'height'>): number {
  return ((box.width / box.height) * crop.height) / crop.width
}

/**
 * A crop of `box`'s aspect with the same area share and centre as `from`, shrunk to fit the image
 * and moved back inside it. Fractions of the source: a crop w × h shows w·W × h·H pixels.
 */
export function aspectCrop(from: Crop, imageAspect: number, box: Pick<Box, 'width' | 'height'>): Crop {
  const ratio = box.width / box.height / imageAspect
  const area = Math.min(1, from.width * from.height)
  let width = Math.sqrt(area * ratio)
  let height = Math.sqrt(area / ratio)
  const over = Math.max(width, height, 1)
  width /= over
  height /= over
  const cx = from.x + from.width / 2
  const cy = from.y + from.height / 2
  const clamp = (start: number, size: number) => Math.min(Math.max(start, 0), 1 - size)
  return { x: clamp(cx - width / 2, width), y: clamp(cy - height / 2, height), width, height }
}

/** The largest centred crop of the image with the box's aspect: the photo covers the slot. */
export function centreCoverCrop(imageAspect: number, box: Pick<Box, 'width' | 'height'>): Crop {
  return aspectCrop({ x: 0, y: 0, width: 1, height: 1 }, imageAspect, box)
}
