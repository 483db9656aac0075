import { collagePhotoCells } from '@/lib/shop/design-print/design/collage'
import { currentPage, withLayers } from '../scene'
import { defineAction } from '../types'
import { movedCrop, type CropMove } from './pan-zoom-crop'

/**
 * Pan and zoom inside one collage cell: the wall-art crop gesture (movedCrop) on the cell the shopper
 * holds, so the cell stays filled and keeps its shape. An empty or unknown cell changes nothing.
 */
export const cropCollageCell = defineAction<{ layerId: string; move: CropMove }>({
  name: 'cropCollageCell',
  changesDocument: true,
  perform: (scene, { layerId, move }) => {
    if (!scene.document.collage) return scene
    const cell = collagePhotoCells(scene.document).find((c) => c.id === layerId)
    if (!cell?.assetId) return scene
    const crop = movedCrop(cell.crop, move)
    const { x, y, width, height } = cell.crop
    if (crop.x === x && crop.y === y && crop.width === width && crop.height === height) return scene
    return withLayers(
      scene,
      currentPage(scene).layers.map((l) => (l.id === layerId ? { ...cell, crop } : l)),
    )
  },
})
