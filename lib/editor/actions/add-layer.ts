import type { Layer } from '@/lib/shop/design-print/design/document'
import { defineAction } from '../types'
import { currentPage, uniqueId, withLayers } from '../scene'

type NewLayer = Layer extends infer L ? (L extends Layer ? Omit<L, 'id'> : never) : never

/** Adds a layer on top of the current page and selects it. */
export const addLayer = defineAction<{ layer: NewLayer }>({
  name: 'addLayer',
  changesDocument: true,
  perform: (scene, { layer }, ctx) => {
    const id = uniqueId(scene.document, () => ctx.newId(layer.type))
    const added = { ...layer, id } as Layer
    return { ...withLayers(scene, [...currentPage(scene).layers, added]), selectedId: id }
  },
})
export type { NewLayer }
