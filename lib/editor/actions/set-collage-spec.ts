import { applyCollageSpec } from '@/lib/shop/design-print/design/collage'
import type { CollageSpec } from '@/lib/shop/design-print/design/collage-spec'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { defineAction } from '../types'

/**
 * Another spacing, background, material mode, material, size or frame for a collage: the cells follow
 * (applyCollageSpec) and keep their photos, each crop its centre and zoom. Mode and material change
 * together, so the caller sends both (the document model refuses a mode its material does not make).
 */
export const setCollageSpec = defineAction<{ collage?: Partial<CollageSpec>; wallArt?: WallArtSpec }>({
  name: 'setCollageSpec',
  changesDocument: true,
  perform: (scene, patch) => {
    if (!scene.document.collage) return scene
    return { ...scene, document: applyCollageSpec(scene.document, patch) }
  },
})
