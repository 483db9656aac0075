import type { Layer, PhotoLayer } from '@/lib/shop/design-print/design/document'
import type { AssetPixels } from '@/lib/shop/design-print/design/preflight-photos'
import { defineAction } from '../types'
import { withFonts } from '../scene'
import { slotCrop } from './place-photo-in-slot'

export interface SlotRef {
  pageId: string
  layerId: string
}

function findSlot(layers: readonly Layer[], layerId: string): PhotoLayer | undefined {
  const layer = layers.find((l) => l.id === layerId)
  return layer?.type === 'photo' ? layer : undefined
}

/** The slot with another photo (or none), cropped afresh for its own shape. */
function refill(
  slot: PhotoLayer,
  assetId: string | undefined,
  pixels: Record<string, AssetPixels>,
): PhotoLayer {
  const { assetId: _old, ...empty } = slot
  if (assetId === undefined) return { ...empty, crop: { x: 0, y: 0, width: 1, height: 1 } }
  const size = pixels[assetId]
  const crop = size ? slotCrop({ id: assetId, ...size }, slot) : slot.crop
  return { ...empty, assetId, crop }
}

/**
 * Swaps the photos of two slots, on one page or across pages (a photo dragged from one month onto
 * another): each slot keeps its place and size, each photo is cropped to fill its new slot (faces
 * kept in view). `pixels` holds the sizes of the uploads involved. Locked slots, missing slots and a
 * slot swapped with itself change nothing.
 */
export const swapPhotos = defineAction<{
  a: SlotRef
  b: SlotRef
  pixels: Record<string, AssetPixels>
}>({
  name: 'swapPhotos',
  changesDocument: true,
  perform: (scene, { a, b, pixels }) => {
    const pageA = scene.document.pages.find((p) => p.id === a.pageId)
    const pageB = scene.document.pages.find((p) => p.id === b.pageId)
    const slotA = pageA && findSlot(pageA.layers, a.layerId)
    const slotB = pageB && findSlot(pageB.layers, b.layerId)
    if (!slotA || !slotB || slotA === slotB || slotA.locked || slotB.locked) return scene
    if (slotA.assetId === slotB.assetId) return scene
    const filled = new Map<string, PhotoLayer>([
      [slotA.id, refill(slotA, slotB.assetId, pixels)],
      [slotB.id, refill(slotB, slotA.assetId, pixels)],
    ])
    const pages = scene.document.pages.map((page) =>
      page.id === a.pageId || page.id === b.pageId
        ? { ...page, layers: page.layers.map((l) => filled.get(l.id) ?? l) }
        : page,
    )
    return { ...scene, document: withFonts({ ...scene.document, pages }) }
  },
})
