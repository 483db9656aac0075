import type { Layer, Page } from '@/lib/shop/design-print/design/document'
import type { FaceBox } from '@/lib/shop/design-print/design/face-box'
import { cropAroundFaces } from '@/lib/shop/design-print/design/face-crop'
import { withPage } from '../scene'
import { defineAction } from '../types'
import { coverCrop } from './place-upload'

export interface SlotUpload {
  id: string
  widthPx: number
  heightPx: number
  faces?: readonly FaceBox[]
}

/** The crop that fills a slot with a photo: centred, then moved so any faces sit inside it. */
export function slotCrop(upload: SlotUpload, slot: { width: number; height: number }) {
  const crop = coverCrop(upload.widthPx / upload.heightPx, slot.width / slot.height)
  return upload.faces?.length ? cropAroundFaces(crop, upload.faces) : crop
}

/**
 * Puts an upload into one photo slot on any page, the page strip's and the photo tray's way in (a
 * photo dropped on a month's thumbnail, or tapped in the tray and then on a slot): the slot keeps its
 * place and size and the photo is cropped to fill it. A locked slot or a layer that is no photo slot
 * is left alone, so a stale drop changes nothing.
 */
export const placePhotoInSlot = defineAction<{ pageId: string; layerId: string; upload: SlotUpload }>({
  name: 'placePhotoInSlot',
  changesDocument: true,
  perform: (scene, { pageId, layerId, upload }) => {
    const page = scene.document.pages.find((p) => p.id === pageId)
    const slot = page?.layers.find((l) => l.id === layerId)
    if (!page || slot?.type !== 'photo' || slot.locked) return scene
    const filled: Layer = { ...slot, assetId: upload.id, crop: slotCrop(upload, slot) }
    const next: Page = { ...page, layers: page.layers.map((l) => (l.id === layerId ? filled : l)) }
    return withPage(scene, next)
  },
})
