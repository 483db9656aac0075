import { defineAction } from '../types'
import { findLayer } from '../scene'

/** Selects a layer of the current page (null clears the selection). Unknown ids clear it too. */
export const selectLayer = defineAction<{ layerId: string | null }>({
  name: 'selectLayer',
  changesDocument: false,
  perform: (scene, { layerId }) => ({
    ...scene,
    selectedId: layerId !== null && findLayer(scene, layerId) ? layerId : null,
  }),
})
