import { placeWallArtPhoto as placed } from '@/lib/shop/design-print/design/wall-art'
import { defineAction } from '../types'

/** An uploaded (or reused) photo goes into the wall-art design, centred and as large as it fits. */
export const placeWallArtPhoto = defineAction<{ id: string; widthPx: number; heightPx: number }>({
  name: 'placeWallArtPhoto',
  changesDocument: true,
  perform: (scene, photo) => {
    if (!scene.document.wallArt) return scene
    return { ...scene, document: placed(scene.document, photo) }
  },
})
