import type { CollageLayoutKey } from '@/lib/model/collage-keys'
import { applyCollageSpec } from '@/lib/shop/design-print/design/collage'
import { defineAction } from '../types'

/**
 * Another design's layout for a collage: the photos stay in cell order (cell 1's photo goes to the
 * new cell 1), re-cropped to their new cells; photos beyond the new layout's cells are left out.
 */
export const setCollageLayout = defineAction<{ layout: CollageLayoutKey; designId: number }>({
  name: 'setCollageLayout',
  changesDocument: true,
  perform: (scene, { layout, designId }) => {
    if (!scene.document.collage) return scene
    return {
      ...scene,
      document: applyCollageSpec(scene.document, { collage: { layout, designId } }),
      selectedId: null,
    }
  },
})
