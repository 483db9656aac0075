import type { Layer } from '@/lib/shop/design-print/design/document'
import { defineAction, type LayerPatch } from '../types'
import { currentPage, withLayers } from '../scene'

/**
 * Changes fields of one layer: a drag (x, y), a transform (size, rotation), an edited text, a font
 * or colour. The id and type never change. Locked layers stay as they are.
 */
export const updateLayer = defineAction<{ layerId: string; patch: LayerPatch }>({
  name: 'updateLayer',
  changesDocument: true,
  perform: (scene, { layerId, patch }) => {
    const { id: _id, type: _type, ...fields } = patch
    const layers = currentPage(scene).layers.map((layer) =>
      layer.id === layerId && !layer.locked ? ({ ...layer, ...fields } as Layer) : layer,
    )
    return withLayers(scene, layers)
  },
})
