import { defineAction } from '../types'
import { currentPage, withLayers } from '../scene'

/** Removes a layer (default: the selected one); locked template furniture cannot be deleted. */
export const deleteLayer = defineAction<{ layerId?: string }>({
  name: 'deleteLayer',
  changesDocument: true,
  perform: (scene, { layerId = scene.selectedId ?? '' }) => {
    const layers = currentPage(scene).layers
    const target = layers.find((l) => l.id === layerId)
    if (!target || target.locked) return scene
    const next = withLayers(
      scene,
      layers.filter((l) => l.id !== layerId),
    )
    return { ...next, selectedId: scene.selectedId === layerId ? null : scene.selectedId }
  },
})
