import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import { cropPrint } from '@/lib/shop/design-print/design/photobox'
import { defineAction } from '../types'

/** A print's photo cropped anew (the crop dialog), fitted to the print's aspect. */
export const cropBoxPrint = defineAction<{ pageId: string; crop: Crop }>({
  name: 'cropBoxPrint',
  changesDocument: true,
  perform: (scene, { pageId, crop }) => {
    const document = cropPrint(scene.document, pageId, crop)
    return document === scene.document ? scene : { ...scene, document }
  },
})
