import { applyCollageSpec } from '@/lib/shop/design-print/design/collage'
import { defineAction } from '../types'

/**
 * The collage's optional text: shown (a band under the cells, or the layout's free middle) with
 * these words and font, or removed (null), the cells making room or taking it back.
 */
export const setCollageText = defineAction<{ text: { content: string; fontFamily: string } | null }>({
  name: 'setCollageText',
  changesDocument: true,
  perform: (scene, { text }) => {
    if (!scene.document.collage) return scene
    return { ...scene, document: applyCollageSpec(scene.document, { text }) }
  },
})
