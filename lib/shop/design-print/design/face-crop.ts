import { unionOfFaces, type FaceBox } from './face-box'
import type { Crop } from './layer-base'

/** Room left around the faces, as a share of their size, so a re-centred face is not edge to edge. */
const MARGIN = 0.15

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * The preflight fix for a cut face: the crop moved (and, if the faces do not fit, widened with its
 * proportions kept, so nothing is squashed) until the faces' bounding box sits in its middle. When
 * even the whole image is narrower than the faces need, the faces are centred as far as the image
 * allows: the crop never leaves the image.
 */
export function cropAroundFaces(crop: Crop, faces: readonly FaceBox[]): Crop {
  const all = unionOfFaces(faces)
  if (!all) return crop
  const need = { width: all.width * (1 + 2 * MARGIN), height: all.height * (1 + 2 * MARGIN) }
  // One factor for both sides keeps the crop's aspect ratio (the slot's shape); 1 / side caps it
  // where the crop would grow past the image.
  const grow = Math.min(
    Math.max(1, need.width / crop.width, need.height / crop.height),
    1 / crop.width,
    1 / crop.height,
  )
  const width = Math.min(1, crop.width * grow)
  const height = Math.min(1, crop.height * grow)
  const cx = all.x + all.width / 2
  const cy = all.y + all.height / 2
  return {
    x: clamp(cx - width / 2, 0, 1 - width),
    y: clamp(cy - height / 2, 0, 1 - height),
    width,
    height,
  }
}
