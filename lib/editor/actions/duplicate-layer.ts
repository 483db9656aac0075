import type { Layer } from '@/lib/shop/design-print/design/document'
import { defineAction } from '../types'
import { currentPage, uniqueId, withLayers } from '../scene'

/** How far a copy is offset, so it is visibly a second layer and not hidden under the first. */
export const DUPLICATE_OFFSET_MM = 4

/** Copies a layer (default: the selected one) just above it, offset, unlocked, and selects the copy. */
export const duplicateLayer = defineAction<{ layerId?: string }>({
  name: 'duplicateLayer',
  changesDocument: true,
  perform: (scene, { layerId = scene.selectedId ?? '' }, ctx) => {
    const layers = currentPage(scene).layers
    const index = layers.findIndex((l) => l.id === layerId)
    const source = layers[index]
    if (!source) return scene
    const id = uniqueId(scene.document, () => ctx.newId(source.type))
    const copy: Layer = {
      ...source,
      id,
      name: `${source.name} (2)`.slice(0, 80),
      x: source.x + DUPLICATE_OFFSET_MM,
      y: source.y + DUPLICATE_OFFSET_MM,
      locked: false,
    }
    const next = [...layers.slice(0, index + 1), copy, ...layers.slice(index + 1)]
    return { ...withLayers(scene, next), selectedId: id }
  },
})
