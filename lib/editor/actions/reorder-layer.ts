import { defineAction } from '../types'
import { currentPage, withLayers } from '../scene'

export const REORDER_MOVES = ['forward', 'backward', 'front', 'back'] as const
export type ReorderMove = (typeof REORDER_MOVES)[number]

/** Moves a layer (default: the selected one) in the stacking order; layers are bottom to top. */
export const reorderLayer = defineAction<{ layerId?: string; move: ReorderMove }>({
  name: 'reorderLayer',
  changesDocument: true,
  perform: (scene, { layerId = scene.selectedId ?? '', move }) => {
    const layers = [...currentPage(scene).layers]
    const from = layers.findIndex((l) => l.id === layerId)
    if (from === -1) return scene
    const to = {
      forward: Math.min(layers.length - 1, from + 1),
      backward: Math.max(0, from - 1),
      front: layers.length - 1,
      back: 0,
    }[move]
    if (to === from) return scene
    const [layer] = layers.splice(from, 1)
    if (!layer) return scene
    layers.splice(to, 0, layer)
    return withLayers(scene, layers)
  },
})
