import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import { wallArtPhoto } from '@/lib/shop/design-print/design/wall-art'
import { currentPage, withLayers } from '../scene'
import { defineAction } from '../types'

/**
 * Moving and zooming the photo inside the wall-art crop frame. The frame has the format's aspect, so
 * the crop keeps it: a pan moves the crop, a zoom scales both sides alike, and the crop never leaves
 * the photo (the frame is always filled). The photo layer is locked against the card tools (it may
 * not be dragged off its box), so these actions change only its crop.
 */

/** Furthest zoom: the crop's long side down to an eighth of the largest crop of that aspect. */
export const MAX_ZOOM = 8

export type CropMove =
  /** dx, dy: how far the photo moved, as fractions of the crop frame (a drag of the whole frame = 1). */
  | { kind: 'pan'; dx: number; dy: number }
  /** factor > 1 zooms in; (atX, atY) is the point of the frame that stays put, fractions 0..1. */
  | { kind: 'zoom'; factor: number; atX?: number; atY?: number }

/** A key step: arrows pan by 5 % of the frame, + / = zoom in and - zoom out by 10 %. */
const KEY_PAN = 0.05
const KEY_ZOOM = 1.1
const KEY_MOVES: Readonly<Record<string, CropMove>> = {
  ArrowLeft: { kind: 'pan', dx: -KEY_PAN, dy: 0 },
  ArrowRight: { kind: 'pan', dx: KEY_PAN, dy: 0 },
  ArrowUp: { kind: 'pan', dx: 0, dy: -KEY_PAN },
  ArrowDown: { kind: 'pan', dx: 0, dy: KEY_PAN },
  '+': { kind: 'zoom', factor: KEY_ZOOM },
  '=': { kind: 'zoom', factor: KEY_ZOOM },
  '-': { kind: 'zoom', factor: 1 / KEY_ZOOM },
}

/** The crop move of a key in a photo frame (wall art, collage cells), or undefined for other keys. */
export const cropMoveOfKey = (key: string): CropMove | undefined => KEY_MOVES[key]

const STEPS = 10_000

/** Places a side of `size` at `pos` inside 0..1, on a 1/10 000 grid so sums stay exact enough. */
function fit(pos: number, size: number): { pos: number; size: number } {
  const units = Math.min(STEPS, Math.max(1, Math.round(size * STEPS)))
  const at = Math.min(STEPS - units, Math.max(0, Math.round(pos * STEPS)))
  return { pos: at / STEPS, size: units / STEPS }
}

export function movedCrop(crop: Crop, move: CropMove): Crop {
  if (move.kind === 'pan') {
    // The photo follows the finger: dragging it right shows more of its left side.
    const x = fit(crop.x - move.dx * crop.width, crop.width)
    const y = fit(crop.y - move.dy * crop.height, crop.height)
    return { x: x.pos, y: y.pos, width: x.size, height: y.size }
  }
  const longest = Math.max(crop.width, crop.height)
  // Out: until one side spans the whole photo. In: until the long side is 1/MAX_ZOOM of that.
  const factor = Math.min(Math.max(move.factor, longest), longest * MAX_ZOOM)
  const width = crop.width / factor
  const height = crop.height / factor
  const atX = move.atX ?? 0.5
  const atY = move.atY ?? 0.5
  const x = fit(crop.x + atX * crop.width - atX * width, width)
  const y = fit(crop.y + atY * crop.height - atY * height, height)
  return { x: x.pos, y: y.pos, width: x.size, height: y.size }
}

export const panZoomCrop = defineAction<CropMove>({
  name: 'panZoomCrop',
  changesDocument: true,
  perform: (scene, move) => {
    if (!scene.document.wallArt) return scene
    const page = currentPage(scene)
    const photo = wallArtPhoto(scene.document)
    if (!photo.assetId) return scene
    const crop = movedCrop(photo.crop, move)
    const same =
      crop.x === photo.crop.x &&
      crop.y === photo.crop.y &&
      crop.width === photo.crop.width &&
      crop.height === photo.crop.height
    if (same) return scene
    return withLayers(
      scene,
      page.layers.map((l) => (l.id === photo.id ? { ...photo, crop } : l)),
    )
  },
})
