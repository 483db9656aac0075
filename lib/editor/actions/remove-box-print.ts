import { removePrint } from '@/lib/shop/design-print/design/photobox'
import { defineAction } from '../types'

/** A print out of the box; the lid cannot be removed. The view goes to the lid if it showed that print. */
export const removeBoxPrint = defineAction<{ pageId: string }>({
  name: 'removeBoxPrint',
  changesDocument: true,
  perform: (scene, { pageId }) => {
    const document = removePrint(scene.document, pageId)
    if (document === scene.document) return scene
    const shown = scene.pageId === pageId
    return {
      ...scene,
      document,
      pageId: shown ? (document.pages[0]?.id ?? scene.pageId) : scene.pageId,
      selectedId: shown ? null : scene.selectedId,
    }
  },
})
