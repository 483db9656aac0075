import { defineAction } from '../types'
import { selectedLayer } from '../scene'
import { updateLayer } from './update-layer'

/** Arrow keys: moves the selected layer by (dx, dy) mm (1 mm, or 0.1 mm… the caller chooses). */
export const nudgeLayer = defineAction<{ dx: number; dy: number }>({
  name: 'nudgeLayer',
  changesDocument: true,
  perform: (scene, { dx, dy }, ctx) => {
    const layer = selectedLayer(scene)
    if (!layer) return scene
    const patch = { x: round(layer.x + dx), y: round(layer.y + dy) }
    return updateLayer.perform(scene, { layerId: layer.id, patch }, ctx)
  },
})

/** Hundredths of a millimetre: more precision than a press has, and no float noise in the JSON. */
const round = (mm: number) => Math.round(mm * 100) / 100
