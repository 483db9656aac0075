import type { FaceBox } from './face-box'
import { boxContains, safeBox, type Box } from './geometry'
import type { Crop } from './layer-base'
import type { Layer, PhotoLayer } from './layers'
import type { Page } from './page'
import type { DesignDocument } from './document'
import type { PreflightIssue, PreflightOptions } from './preflight-types'

type Slot = Pick<PhotoLayer, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'crop' | 'shape'>

/** Tolerance in slot fractions: a detector box touching the frame is not a cut face. */
const EDGE = 1e-6

/** A face box in the slot's own fractions (0..1 is the visible part); the crop maps linearly. */
export function faceInSlot(face: FaceBox, crop: Crop): Box {
  return {
    x: (face.x - crop.x) / crop.width,
    y: (face.y - crop.y) / crop.height,
    width: face.width / crop.width,
    height: face.height / crop.height,
  }
}

const visibleAtAll = (f: Box) => f.x < 1 && f.y < 1 && f.x + f.width > 0 && f.y + f.height > 0

/**
 * Whether the slot's frame cuts the face. A rectangle cuts it when the box leaves 0..1; an ellipse
 * when one of the face's extreme points (the box's edge midpoints, a face being roughly oval) lies
 * outside the ellipse. Rounded corners are treated as a rectangle: they take millimetres, not faces.
 */
export function isFaceCut(f: Box, shape: Slot['shape']): boolean {
  const rectCut = f.x < -EDGE || f.y < -EDGE || f.x + f.width > 1 + EDGE || f.y + f.height > 1 + EDGE
  if (shape !== 'ellipse' || rectCut) return rectCut
  const cx = f.x + f.width / 2
  const cy = f.y + f.height / 2
  const points = [
    [cx, f.y],
    [cx, f.y + f.height],
    [f.x, cy],
    [f.x + f.width, cy],
  ] as const
  return points.some(([u, v]) => ((u - 0.5) / 0.5) ** 2 + ((v - 0.5) / 0.5) ** 2 > 1 + EDGE)
}

/** Page-mm bounds of a box given in slot fractions, after the slot's rotation about its centre. */
export function slotBoxOnPage(slot: Slot, f: Box): Box {
  const cx = slot.x + slot.width / 2
  const cy = slot.y + slot.height / 2
  const radians = (slot.rotation * Math.PI) / 180
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)]
  const corners = [
    [f.x, f.y],
    [f.x + f.width, f.y],
    [f.x, f.y + f.height],
    [f.x + f.width, f.y + f.height],
  ].map(([u, v]) => {
    const dx = slot.x + u! * slot.width - cx
    const dy = slot.y + v! * slot.height - cy
    return [cx + dx * cos - dy * sin, cy + dx * sin + dy * cos] as const
  })
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}

/** True when some visible face is cut by the frame or reaches outside the safe box. */
export function facesAtRisk(slot: Slot, faces: readonly FaceBox[], safe: Box): boolean {
  return faces.some((face) => {
    const inSlot = faceInSlot(face, slot.crop)
    // A face the customer cropped away entirely is a choice, not a mistake.
    if (!visibleAtAll(inSlot)) return false
    return isFaceCut(inSlot, slot.shape) || !boxContains(safe, slotBoxOnPage(slot, inSlot))
  })
}

/** The face finding of a photo layer whose upload has known faces (issue 5, point 4). */
export function checkFaces(
  doc: DesignDocument,
  page: Page,
  layer: Layer,
  options: PreflightOptions,
): PreflightIssue[] {
  if (layer.type !== 'photo' || layer.assetId === undefined || page.role === 'envelope') return []
  const faces = options.assets?.[layer.assetId]?.faces
  if (!faces || faces.length === 0) return []
  if (!facesAtRisk(layer, faces, safeBox(doc.format, page))) return []
  return [{ code: 'face-outside-safe-area', severity: 'warning', pageId: page.id, layerId: layer.id }]
}
