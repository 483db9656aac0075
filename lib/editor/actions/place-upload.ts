import { FULL_CROP, type Crop } from '@/lib/shop/design-print/design/layer-base'
import { safeBox } from '@/lib/shop/design-print/design/geometry'
import type { Layer } from '@/lib/shop/design-print/design/document'
import { defineAction } from '../types'
import { currentPage, selectedLayer, uniqueId, withLayers } from '../scene'

export interface PlacedUpload {
  assetId: string
  kind: 'photo' | 'layout'
  /** Pixel size (images) or null (PDF layouts, which carry mm instead). */
  widthPx: number | null
  heightPx: number | null
  widthMm: number | null
  heightMm: number | null
  name: string
}

const round = (n: number) => Math.round(n * 100) / 100

/** The centred part of an image with the box's aspect ratio: the slot is filled, nothing is squashed. */
export function coverCrop(imageAspect: number, boxAspect: number): Crop {
  if (!Number.isFinite(imageAspect) || imageAspect <= 0) return { ...FULL_CROP }
  if (imageAspect > boxAspect) {
    const width = boxAspect / imageAspect
    return { x: round((1 - width) / 2), y: 0, width: round(width), height: 1 }
  }
  const height = imageAspect / boxAspect
  return { x: 0, y: round((1 - height) / 2), width: 1, height: round(height) }
}

function aspectOf(upload: PlacedUpload): number {
  if (upload.widthPx && upload.heightPx) return upload.widthPx / upload.heightPx
  if (upload.widthMm && upload.heightMm) return upload.widthMm / upload.heightMm
  return 1
}

/**
 * Puts an uploaded file on the page. A photo goes into the selected photo slot (cropped to fill it)
 * or, with no slot selected, becomes a new photo layer; an own layout or logo becomes an artwork
 * layer, sized to fit the safe area with its own proportions.
 */
export const placeUpload = defineAction<PlacedUpload>({
  name: 'placeUpload',
  changesDocument: true,
  perform: (scene, upload, ctx) => {
    const page = currentPage(scene)
    const aspect = aspectOf(upload)
    const slot = selectedLayer(scene)
    if (upload.kind === 'photo' && slot?.type === 'photo' && !slot.locked) {
      const filled: Layer = {
        ...slot,
        assetId: upload.assetId,
        crop: coverCrop(aspect, slot.width / slot.height),
      }
      return withLayers(
        scene,
        page.layers.map((l) => (l.id === slot.id ? filled : l)),
      )
    }
    const safe = safeBox(scene.document.format, page)
    const share = upload.kind === 'photo' ? 0.6 : 0.4
    let width = safe.width * share
    let height = width / aspect
    if (height > safe.height * share) [height, width] = [safe.height * share, safe.height * share * aspect]
    const box = {
      x: round(safe.x + (safe.width - width) / 2),
      y: round(safe.y + (safe.height - height) / 2),
      width: round(width),
      height: round(height),
    }
    const base = { ...box, rotation: 0, opacity: 1, locked: false, hidden: false, name: upload.name }
    const id = uniqueId(scene.document, () => ctx.newId(upload.kind === 'photo' ? 'photo' : 'artwork'))
    const layer: Layer =
      upload.kind === 'photo'
        ? {
            ...base,
            id,
            type: 'photo',
            assetId: upload.assetId,
            crop: { ...FULL_CROP },
            placeholderLabel: upload.name,
            shape: 'rect',
          }
        : { ...base, id, type: 'artwork', source: { kind: 'asset', assetId: upload.assetId } }
    return { ...withLayers(scene, [...page.layers, layer]), selectedId: id }
  },
})
