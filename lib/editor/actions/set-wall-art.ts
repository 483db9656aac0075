import { applyWallArtSpec, type WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { defineAction } from '../types'

/**
 * Another size, orientation, material, frame, mat or canvas edge for a wall-art design. The page and
 * the photo box follow the spec (wallArtLayout); the crop keeps its centre and zoom and takes the new
 * aspect, so the photo stays where the shopper put it.
 */
export const setWallArt = defineAction<WallArtSpec>({
  name: 'setWallArt',
  changesDocument: true,
  perform: (scene, spec) => {
    if (!scene.document.wallArt) return scene
    return { ...scene, document: applyWallArtSpec(scene.document, spec) }
  },
})
