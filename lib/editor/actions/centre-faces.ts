import type { FaceBox } from '@/lib/shop/design-print/design/face-box'
import { cropAroundFaces } from '@/lib/shop/design-print/design/face-crop'
import { defineAction } from '../types'
import { currentPage, withLayers } from '../scene'

/**
 * The fix of the face finding: moves (and, if needed, widens) the crop of a photo slot on the
 * current page so the photo's faces sit in its middle. Locked slots and other layers stay as they are.
 */
export const centreFaces = defineAction<{ layerId: string; faces: readonly FaceBox[] }>({
  name: 'centreFaces',
  changesDocument: true,
  perform: (scene, { layerId, faces }) => {
    const layers = currentPage(scene).layers.map((layer) =>
      layer.id === layerId && layer.type === 'photo' && !layer.locked
        ? { ...layer, crop: cropAroundFaces(layer.crop, faces) }
        : layer,
    )
    return withLayers(scene, layers)
  },
})
