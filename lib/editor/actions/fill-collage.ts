import type { AutoFillPhoto } from '@/lib/shop/design-print/design/auto-fill'
import { fillCollageCells } from '@/lib/shop/design-print/design/collage-fill'
import { defineAction } from '../types'

/**
 * "Mit meinen Fotos füllen" for a collage: every cell filled from the shopper's photos in one step
 * (one undo takes it all back); the plan is collage-fill.ts's.
 */
export const fillCollage = defineAction<{ photos: AutoFillPhoto[] }>({
  name: 'fillCollage',
  changesDocument: true,
  perform: (scene, { photos }) => {
    if (!scene.document.collage || photos.length === 0) return scene
    return { ...scene, document: fillCollageCells(scene.document, photos), selectedId: null }
  },
})
