import { duplicatePrint } from '@/lib/shop/design-print/design/photobox'
import { defineAction } from '../types'

/** "Bild doppeln": a second print of the same photo and crop right after it, while the box has room. */
export const duplicateBoxPrint = defineAction<{ pageId: string }>({
  name: 'duplicateBoxPrint',
  changesDocument: true,
  perform: (scene, { pageId }, ctx) => {
    const document = duplicatePrint(scene.document, pageId, ctx.newId('print'))
    return document === scene.document ? scene : { ...scene, document }
  },
})
